import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TRobotExecution } from '@tramline/domain';
import { DateRangePicker, PageHeader, presetRange, type TDateRange } from '../../ui';
import { todayDate } from '../../ui/date-range-picker/presets';
import { ExecutionReport } from './ExecutionReport';
import { RobotExecutions } from './RobotExecutions';
import { RobotOrders } from './RobotOrders';

type TTab = 'orders' | 'executions';

/** /robot: robot work orders and their signed links, the executions, and an execution's report. */
export function RobotView() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TTab>('orders');
  const [range, setRange] = useState<TDateRange>(presetRange('last30Days', todayDate()));
  const [open, setOpen] = useState<TRobotExecution | null>(null);
  const [from, to] = range;

  return (
    <Stack gap="md">
      <PageHeader title={t('robot.title')} subtitle={t('robot.subtitle')} />
      <Tabs value={tab} onChange={(next) => next && setTab(next as TTab)}>
        <Tabs.List>
          {(['orders', 'executions'] as const).map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`robot-tab-${key}`}>
              {t(`robot.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {tab === 'orders' ? (
        <RobotOrders range={range} onRange={setRange} />
      ) : open ? (
        <ExecutionReport execution={open} onClose={() => setOpen(null)} />
      ) : (
        <Stack gap="sm">
          <DateRangePicker value={range} onChange={setRange} label={t('robot.filters.period')} w={240} />
          {from && to && <RobotExecutions startDate={from} endDate={to} onOpen={setOpen} />}
        </Stack>
      )}
    </Stack>
  );
}
