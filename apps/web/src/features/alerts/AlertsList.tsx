import { useState } from 'react';
import { Badge, Box, Button, Group, NumberInput, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDuration, seconds, SPECIAL_ALARM_CODES, type TAlarm } from '@tramline/domain';
import { errorText } from '../../api';
import { useLocale } from '../../i18n';
import { DataTable, DateRangePicker, PageHeader, type DataTableColumn } from '../../ui';
import type { TDateRange } from '../../ui/date-range-picker/presets';
import { useBranchTimeZone } from '../session/use-branch';
import { toPageQuery } from '../users/page-query';
import { acknowledgeAlarms, alarmsListQuery, alertKeys, type TAlarmFilters } from './alerts.queries';
import { AcknowledgeModal } from './AcknowledgeModal';

type TTriState = 'any' | 'yes' | 'no';
const triState = (value: TTriState) => (value === 'any' ? undefined : value === 'yes');
const startOf = (day: string | null) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const endOf = (day: string | null) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** /alerts: the branch's alarms with filters; acknowledge one or several with a note. */
export function AlertsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const timeZone = useBranchTimeZone();
  const client = useQueryClient();
  const [range, setRange] = useState<TDateRange>([null, null]);
  const [code, setCode] = useState<string | null>(null);
  const [order, setOrder] = useState<number | undefined>(undefined);
  const [open, setOpen] = useState<TTriState>('any');
  const [acknowledged, setAcknowledged] = useState<TTriState>('no');
  const [selected, setSelected] = useState<Set<string | number>>(new Set());
  const [acknowledging, setAcknowledging] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  const filters: TAlarmFilters = {
    from: startOf(range[0]),
    to: endOf(range[1]),
    cdEspecialAlarme: code ? Number(code) : undefined,
    cdOrdemServico: order,
    open: triState(open),
    acknowledged: triState(acknowledged),
  };

  async function confirm(note: string) {
    setBusy(true);
    try {
      const done = await acknowledgeAlarms(acknowledging, note);
      notifications.show({ color: 'green', message: t('alerts.acknowledgedDone', { count: done.length }) });
      setAcknowledging([]);
      setSelected(new Set());
      await client.invalidateQueries({ queryKey: alertKeys.all });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('alerts.acknowledgeError'),
        message: errorText(error, ''),
      });
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<TAlarm>[] = [
    {
      key: 'descAlarme',
      header: t('alerts.columns.alarm'),
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Box w={10} h={10} style={{ borderRadius: 5, flex: 'none', background: row.vlAlarme }} />
          <div>
            <Text size="sm" fw={500}>
              {row.descAlarme}
            </Text>
            {row.cdEspecialAlarme !== null && (
              <Text size="xs" c="dimmed">
                {t(`alerts.codes.${row.cdEspecialAlarme}` as 'alerts.codes.1')}
              </Text>
            )}
          </div>
        </Group>
      ),
    },
    { key: 'machine', header: t('alerts.columns.machine'), render: (row) => row.descEquipamento ?? '' },
    { key: 'operator', header: t('alerts.columns.operator'), render: (row) => row.descOperador ?? '' },
    { key: 'order', header: t('alerts.columns.order'), render: (row) => row.vlOrdemServico ?? '' },
    {
      key: 'start',
      header: t('alerts.columns.start'),
      render: (row) => formatDateTime(row.dtHrLocal, locale, timeZone),
    },
    {
      key: 'duration',
      header: t('alerts.columns.duration'),
      render: (row) => formatDuration(seconds(row.duracao), locale),
    },
    {
      key: 'state',
      header: t('alerts.columns.state'),
      render: (row) => (
        <Badge color={row.fgOnline === 1 ? 'red' : 'gray'} variant="light">
          {row.fgOnline === 1 ? t('alerts.state.open') : t('alerts.state.ended')}
        </Badge>
      ),
    },
    {
      key: 'acknowledged',
      header: t('alerts.columns.acknowledged'),
      render: (row) =>
        row.acknowledgedAt ? (
          <Text size="xs" c="dimmed">
            {t('alerts.acknowledgedBy', { name: row.acknowledgedBy ?? '', note: row.acknowledgeNote ?? '' })}
          </Text>
        ) : (
          <Button
            size="compact-xs"
            variant="light"
            onClick={(event) => {
              event.stopPropagation();
              setAcknowledging([row.cdId]);
            }}
          >
            {t('alerts.acknowledge')}
          </Button>
        ),
    },
  ];

  const stateOptions = [
    { value: 'any', label: t('alerts.filters.any') },
    { value: 'yes', label: t('alerts.filters.open') },
    { value: 'no', label: t('alerts.filters.ended') },
  ];
  const acknowledgementOptions = [
    { value: 'any', label: t('alerts.filters.any') },
    { value: 'yes', label: t('alerts.filters.acknowledged') },
    { value: 'no', label: t('alerts.filters.notAcknowledged') },
  ];

  return (
    <>
      <PageHeader
        title={t('screens.alerts')}
        subtitle={t('alerts.subtitle')}
        actions={
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={selected.size === 0}
            onClick={() => setAcknowledging([...selected].map(Number))}
            data-testid="acknowledge-selected"
          >
            {t('alerts.acknowledgeSelected', { count: selected.size })}
          </Button>
        }
      />
      <DataTable
        id="alerts.alarms"
        columns={columns}
        rowKey={(row) => row.cdId}
        searchable={false}
        emptyText={t('alerts.none')}
        query={(request) => toPageQuery(alarmsListQuery(request, filters))}
        selection={{
          selected,
          onChange: (next) => setSelected(next),
          selectable: (row) => !row.acknowledgedAt,
          rowLabel: (row) => t('alerts.selectAlarm', { id: row.cdId }),
          allLabel: t('alerts.selectAll'),
        }}
        rowStyle={(row) => (row.fgOnline === 1 ? { fontWeight: 500 } : undefined)}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <DateRangePicker label={t('alerts.filters.period')} value={range} onChange={setRange} w={240} />
            <Select
              label={t('alerts.filters.code')}
              placeholder={t('alerts.filters.any')}
              clearable
              w={170}
              value={code}
              onChange={setCode}
              data={SPECIAL_ALARM_CODES.map((value) => ({
                value: String(value),
                label: t(`alerts.codes.${value}` as 'alerts.codes.1'),
              }))}
            />
            <NumberInput
              label={t('alerts.filters.order')}
              placeholder={t('alerts.filters.orderPlaceholder')}
              w={150}
              min={1}
              hideControls
              value={order ?? ''}
              onChange={(value) => setOrder(typeof value === 'number' && value > 0 ? value : undefined)}
            />
            <Select
              label={t('alerts.filters.state')}
              w={130}
              value={open}
              allowDeselect={false}
              onChange={(value) => setOpen((value ?? 'any') as TTriState)}
              data={stateOptions}
            />
            <Select
              label={t('alerts.filters.acknowledgement')}
              w={170}
              value={acknowledged}
              allowDeselect={false}
              onChange={(value) => setAcknowledged((value ?? 'any') as TTriState)}
              data={acknowledgementOptions}
            />
          </Group>
        }
      />
      <AcknowledgeModal
        key={acknowledging.join(',')}
        count={acknowledging.length}
        busy={busy}
        onClose={() => setAcknowledging([])}
        onConfirm={(note) => void confirm(note)}
      />
    </>
  );
}
