import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLocale, TReplanDifference } from '@tramline/domain';
import { formatClock, formatDuration } from './schedule-dates';

interface ReplanDifferenceProps {
  difference: TReplanDifference;
  locale: TLocale;
  timeZone: string;
}

/**
 * What a re-plan changes: orders moved, left out, added, shifted, overtime per machine, and the
 * tender trucks' meetings dropped.
 */
export function ReplanDifference({ difference, locale, timeZone }: ReplanDifferenceProps) {
  const { t } = useTranslation();
  const names = new Map(difference.machines.map((machine) => [machine.equipamentoId, machine.name]));
  const machine = (id: number) => names.get(id) ?? String(id);
  const ticket = (order: { ticket: string | null; cdOrdemServico: number }) =>
    `#${order.ticket ?? order.cdOrdemServico}`;
  const clock = (instant: string) => formatClock(instant, locale, timeZone);
  const sections = [
    {
      key: 'moved',
      lines: difference.moved.map((order) =>
        t('schedule.replan.movedLine', {
          ticket: ticket(order),
          from: machine(order.fromEquipamentoId),
          to: machine(order.toEquipamentoId),
        }),
      ),
    },
    {
      key: 'dropped',
      lines: difference.dropped.map((order) =>
        t('schedule.replan.droppedLine', { ticket: ticket(order), from: machine(order.fromEquipamentoId) }),
      ),
    },
    {
      key: 'added',
      lines: difference.added.map((order) =>
        t('schedule.replan.addedLine', { ticket: ticket(order), to: machine(order.toEquipamentoId) }),
      ),
    },
    {
      key: 'shifted',
      lines: difference.shifted.map((order) =>
        t('schedule.replan.shiftedLine', {
          ticket: ticket(order),
          machine: machine(order.equipamentoId),
          from: clock(order.from),
          to: clock(order.to),
        }),
      ),
    },
    {
      key: 'overtime',
      lines: difference.overtime.map((entry) =>
        t('schedule.replan.overtimeLine', {
          machine: machine(entry.equipamentoId),
          before: formatDuration(entry.beforeSeconds),
          after: formatDuration(entry.afterSeconds),
        }),
      ),
    },
    {
      key: 'tenders',
      lines: difference.tenders.flatMap((tender) =>
        tender.meetingsDropped.map((meeting) =>
          t('schedule.replan.tenderLine', {
            tender: machine(tender.equipamentoId),
            sprayer: machine(meeting.servedEquipamentoId),
            time: clock(meeting.start),
          }),
        ),
      ),
    },
  ] as const;
  const shown = sections.filter((section) => section.lines.length > 0);
  if (shown.length === 0) return <Text size="sm">{t('schedule.replan.noChanges')}</Text>;
  return (
    <Stack gap="sm" data-testid="replan-difference">
      {shown.map((section) => (
        <Stack gap={4} key={section.key} data-testid={`replan-${section.key}`}>
          <Title order={6}>{t(`schedule.replan.${section.key}`)}</Title>
          <List size="sm" spacing={2}>
            {section.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
