import type { TFunction } from 'i18next';
import {
  formatCalendarDate,
  formatDateTime,
  formatQuantity,
  type TWorkOrderStoryEvent,
} from '@tramline/domain';
import { historyValueText, type THistoryContext } from '../work-order-display';

/** A branch-local day (`2026-11-27`) as the locale writes a date. */
export const dayText = (localDate: string, context: Pick<THistoryContext, 'locale'>) =>
  formatCalendarDate(localDate, context.locale);

/** What a story event reads as: its title, who did it, and the lines of its details. */
export interface TStoryEventText {
  title: string;
  who: string | null;
  lines: string[];
}

function titleOf(event: TWorkOrderStoryEvent, t: TFunction, context: THistoryContext): string {
  const { details } = event;
  const day = details.localDate ? dayText(details.localDate, context) : '';
  const machine = event.machineName ?? '';
  switch (event.kind) {
    case 'planned':
      return t('workOrders.story.kinds.planned', { day, machine });
    case 'unplanned':
      return t('workOrders.story.kinds.unplanned', { day, machine });
    case 'sent':
      return t('workOrders.story.kinds.sent', { day, machine });
    default:
      return t(`workOrders.story.kinds.${event.kind}`);
  }
}

function whoOf(event: TWorkOrderStoryEvent, t: TFunction): string | null {
  const field = ['started', 'paused', 'resumed', 'skipped', 'canceledInField', 'completed', 'alarm'];
  if (field.includes(event.kind) && event.machineName)
    return event.operatorName
      ? t('workOrders.story.byMachineOperator', { machine: event.machineName, operator: event.operatorName })
      : t('workOrders.story.byMachine', { machine: event.machineName });
  if (event.kind === 'sent' && event.details.automatic) return t('workOrders.story.automaticSend');
  return event.userName ? t('workOrders.story.by', { name: event.userName }) : null;
}

function appliedLine(
  event: TWorkOrderStoryEvent,
  t: TFunction,
  context: THistoryContext,
  volumeQuantity: 'volume' | 'mass',
) {
  const { appliedArea, appliedVolume } = event.details;
  if (appliedArea === null || appliedArea === undefined) return [];
  const area = formatQuantity('area', appliedArea, context.locale, {}, context.system);
  if (appliedVolume === null || appliedVolume === undefined)
    return [t('workOrders.story.applied', { amounts: area })];
  const volume = formatQuantity(volumeQuantity, appliedVolume, context.locale, {}, context.system);
  return [t('workOrders.story.applied', { amounts: `${area}, ${volume}` })];
}

function linesOf(
  event: TWorkOrderStoryEvent,
  t: TFunction,
  context: THistoryContext,
  volumeQuantity: 'volume' | 'mass',
): string[] {
  const { details } = event;
  const field = (name: string) => t(`workOrders.history.fields.${name as 'status'}`, { defaultValue: name });
  switch (event.kind) {
    case 'created':
    case 'edited':
      return (details.changes ?? []).map((change) =>
        event.kind === 'created'
          ? `${field(change.field)}: ${historyValueText(change.field, change.to, context)}`
          : t('workOrders.story.change', {
              field: field(change.field),
              from: historyValueText(change.field, change.from, context),
              to: historyValueText(change.field, change.to, context),
            }),
      );
    case 'planned':
      return [
        details.planKind ? t(`workOrders.story.planKinds.${details.planKind}`) : '',
        details.groupName ?? '',
      ].filter(Boolean);
    case 'sent':
      return [
        details.stopNumber ? t('workOrders.story.stop', { number: details.stopNumber }) : '',
        details.overrideReason
          ? t('workOrders.story.override', {
              reason: details.overrideReason,
              name: details.overriddenBy ?? '—',
            })
          : '',
      ].filter(Boolean);
    case 'paused':
    case 'skipped':
    case 'canceledInField':
      return details.reason ? [t('workOrders.story.reason', { reason: details.reason })] : [];
    case 'completed':
    case 'closed':
      return appliedLine(event, t, context, volumeQuantity);
    case 'reset':
    case 'statusChanged':
      return details.statusFrom && details.statusTo
        ? [
            t('workOrders.story.statusFromTo', {
              from: t(`workOrders.statuses.s${details.statusFrom as 1}`),
              to: t(`workOrders.statuses.s${details.statusTo as 1}`),
            }),
          ]
        : [];
    case 'alarm':
      return [
        details.message ?? '',
        details.endedAt
          ? t('workOrders.story.alarmEnded', {
              time: formatDateTime(details.endedAt, context.locale, context.timeZone),
            })
          : t('workOrders.story.alarmOpen'),
      ].filter(Boolean);
    default:
      return [];
  }
}

/**
 * A story event in the user's words, units and branch zone. `volumeQuantity` says whether the
 * order's applied amounts are litres (liquid) or kilograms (dry).
 */
export function storyEventText(
  event: TWorkOrderStoryEvent,
  t: TFunction,
  context: THistoryContext,
  volumeQuantity: 'volume' | 'mass' = 'volume',
): TStoryEventText {
  return {
    title: titleOf(event, t, context),
    who: whoOf(event, t),
    lines: linesOf(event, t, context, volumeQuantity),
  };
}

/**
 * Where the order stands planned now: the latest day and machine a plan version put it on that no
 * later version took it out of; null when it is planned nowhere.
 */
export function currentPlacement(events: readonly TWorkOrderStoryEvent[]) {
  const placed = new Map<string, { localDate: string; machineName: string | null }>();
  for (const event of events) {
    if (!event.details.localDate) continue;
    const key = `${event.details.localDate}|${event.machineName ?? ''}`;
    if (event.kind === 'planned') {
      placed.delete(key);
      placed.set(key, { localDate: event.details.localDate, machineName: event.machineName });
    } else if (event.kind === 'unplanned') placed.delete(key);
  }
  return [...placed.values()].at(-1) ?? null;
}
