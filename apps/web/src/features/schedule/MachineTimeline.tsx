import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS, type TPlan, type TPlanItem, type TPlanKind } from '@tramline/domain';
import type { TItemAction } from './ItemMenu';
import { ItemMenuHost, type TItemMenuTarget } from './ItemMenuHost';
import { useTimelineTexts } from './use-timeline-texts';
import { zonedInstant } from './schedule-dates';
import { TimeAxis } from './TimeAxis';
import { ACTIVITY_COLOURS, OVERTIME_BACKGROUND } from './timeline-colours';
import { timelineRange } from './timeline-layout';
import { MACHINE_COLUMN, TimelineRow, type TMachine, type TRowAction } from './TimelineRow';
import { TenderRow } from './TenderRow';
import { machineNamer } from './group-machines';
import type { TScheduleDay } from './use-schedule-day';

interface MachineTimelineProps {
  day: TScheduleDay;
  plans: UseQueryResult<TPlan[]>;
  onItemAction: (action: TItemAction, item: TPlanItem, plan: TPlan) => void;
  onRowAction: (action: TRowAction, machine: TMachine, plan: TPlan) => void;
  onVersion: (machine: TMachine, kind: TPlanKind) => void;
}

/** Hours a day without plans shows. */
const EMPTY_DAY_HOURS = [6, 20] as const;

/** The group's machines, one row each, on one time scale (spec part 1 §2, the day per machine). */
export function MachineTimeline({ day, plans, onItemAction, onRowAction, onVersion }: MachineTimelineProps) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<TItemMenuTarget | null>(null);
  const openMenu = useCallback((target: TItemMenuTarget) => setMenu(target), []);
  const machines = day.group?.equipments ?? [];
  const tenders = day.group?.tenders ?? [];
  const machineName = useMemo(() => machineNamer(day.group), [day.group]);
  const texts = useTimelineTexts(day.locale, day.timeZone, machineName);
  const fallback = {
    start: zonedInstant(day.date, EMPTY_DAY_HOURS[0], day.timeZone),
    end: zonedInstant(day.date, EMPTY_DAY_HOURS[1], day.timeZone),
  };
  const range = timelineRange(plans.data ?? [], fallback);
  const planOf = (machine: { equipamentoId: number }) =>
    plans.data?.find((plan) => plan.equipamentoId === machine.equipamentoId) ?? null;
  const hasPlans = (plans.data?.length ?? 0) > 0;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="sm"
      component="section"
      aria-labelledby="timeline-title"
      data-testid="machine-timeline"
    >
      <Group justify="space-between" mb={4} wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={2} size="h5" id="timeline-title">
            {t('schedule.timeline.label')}
          </Title>
          {plans.isFetching && <Loader size={14} aria-label={t('schedule.timeline.loading')} />}
          {day.isPast && (
            <Text size="xs" c="dimmed">
              {t('schedule.timeline.readOnly')}
            </Text>
          )}
          {!day.isPast && !day.canPlan && (
            <Text size="xs" c="dimmed" data-testid="schedule-read-only">
              {t('schedule.timeline.readOnlyRole')}
            </Text>
          )}
        </Group>
        <Group gap="sm" aria-label={t('schedule.timeline.legend')} data-testid="timeline-legend">
          {ACTIVITY_KINDS.map((kind) => (
            <Group key={kind} gap={4} wrap="nowrap">
              <Box
                w={12}
                h={10}
                style={{ background: ACTIVITY_COLOURS[kind], borderRadius: 2 }}
                aria-hidden
              />
              <Text size="xs">{t(`schedule.timeline.kinds.${kind}`)}</Text>
            </Group>
          ))}
          <Group gap={4} wrap="nowrap">
            <Box
              w={12}
              h={10}
              style={{ background: OVERTIME_BACKGROUND, border: '1px solid #fa5252' }}
              aria-hidden
            />
            <Text size="xs">{t('schedule.timeline.overtime')}</Text>
          </Group>
        </Group>
      </Group>
      {plans.isError && (
        <Alert color="red" variant="light" mb="xs" py={6}>
          {t('schedule.timeline.error')}
        </Alert>
      )}
      {day.group && machines.length === 0 && (
        <Text size="sm" c="dimmed" py="sm">
          {t('schedule.timeline.noMachines')}
        </Text>
      )}
      {machines.length > 0 && (
        <Stack gap={0}>
          <Box pl={MACHINE_COLUMN}>
            <TimeAxis range={range} locale={day.locale} timeZone={day.timeZone} />
          </Box>
          {machines.map((machine) => (
            <TimelineRow
              key={machine.equipamentoId}
              machine={machine}
              plan={planOf(machine)}
              range={range}
              locale={day.locale}
              timeZone={day.timeZone}
              onItemAction={onItemAction}
              onOpenMenu={openMenu}
              texts={texts}
              onRowAction={onRowAction}
              onVersion={onVersion}
              canSend={day.canSend}
            />
          ))}
          {tenders.length > 0 && (
            <Box component="section" aria-labelledby="tender-rows-title" mt={6}>
              <Text id="tender-rows-title" size="xs" fw={700} c="dimmed" tt="uppercase" py={2}>
                {t('schedule.timeline.tenders.title')}
              </Text>
              {tenders.map((tender) => (
                <TenderRow
                  key={tender.equipamentoId}
                  tender={tender}
                  plan={planOf(tender)}
                  range={range}
                  locale={day.locale}
                  timeZone={day.timeZone}
                  texts={texts}
                  sprayerName={machineName}
                />
              ))}
            </Box>
          )}
        </Stack>
      )}
      {plans.isSuccess && !hasPlans && machines.length > 0 && (
        <Text size="sm" c="dimmed" mt="xs" data-testid="timeline-empty">
          {t(day.canPlan ? 'schedule.timeline.empty' : 'schedule.timeline.emptyReadOnly')}
        </Text>
      )}
      <ItemMenuHost target={menu} onClose={() => setMenu(null)} onAction={onItemAction} />
    </Paper>
  );
}
