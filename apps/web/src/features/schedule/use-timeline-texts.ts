import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIVITY_KINDS,
  WAIT_CAUSES,
  type TActivityKind,
  type TLocale,
  type TPlanItem,
  type TWaitCause,
} from '@tramline/domain';
import { useUnits } from '../../ui';
import { formatClock, formatDuration } from './schedule-dates';

/** Fills `{name}` markers of a template read once from the locale set. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (marker, name: string) => values[name] ?? marker);
}

/**
 * The timeline's texts as plain functions: the templates are translated once per language, then
 * filled per block (a busy day labels thousands of blocks).
 */
export function useTimelineTexts(
  locale: TLocale,
  timeZone: string,
  /** The name of a machine of the group (a tender truck a sprayer waits for). */
  machineName?: (equipmentId: number) => string,
) {
  const { t } = useTranslation();
  const units = useUnits();
  return useMemo(() => {
    const kinds = Object.fromEntries(
      ACTIVITY_KINDS.map((kind) => [kind, t(`schedule.timeline.kinds.${kind}`)]),
    ) as Record<TActivityKind, string>;
    const block = t('schedule.timeline.block', {
      kind: '{kind}',
      start: '{start}',
      end: '{end}',
      duration: '{duration}',
    });
    const order = t('schedule.timeline.orderBlock', {
      ticket: '{ticket}',
      fields: '{fields}',
      start: '{start}',
      end: '{end}',
    });
    const cleanout = t('schedule.timeline.cleanoutBlock', { start: '{start}', end: '{end}' });
    const part = t('schedule.timeline.orderPart', { area: '{area}', total: '{total}' });
    const area = (hectares: number) => units.format('area', hectares, { maximumFractionDigits: 1 });
    const waits = Object.fromEntries(
      WAIT_CAUSES.map((cause) => [
        cause,
        t(`schedule.timeline.waits.${cause}`, { minutes: '{minutes}', time: '{time}' }),
      ]),
    ) as Record<TWaitCause, string>;
    const tenderWait = t('schedule.timeline.waits.tender', {
      minutes: '{minutes}',
      tender: '{tender}',
      time: '{time}',
    });
    const clock = (instant: string | null) => (instant ? formatClock(instant, locale, timeZone) : '');
    return {
      describeActivity: (activity: { kind: TActivityKind; start: string; end: string }) =>
        fill(block, {
          kind: kinds[activity.kind],
          start: clock(activity.start),
          end: clock(activity.end),
          duration: formatDuration(
            (new Date(activity.end).getTime() - new Date(activity.start).getTime()) / 1000,
          ),
        }),
      /**
       * 'Waits 40 min for the spray window at 10:20': a long wait and what ends it; a wait for a
       * tender truck's refill names the tender.
       */
      describeWait: (activity: {
        start: string;
        end: string;
        waitCause: TWaitCause;
        tenderEquipmentId?: number | null;
      }) => {
        const values = {
          minutes: String(
            Math.round((new Date(activity.end).getTime() - new Date(activity.start).getTime()) / 60_000),
          ),
          time: clock(activity.end),
        };
        const tender = activity.tenderEquipmentId;
        return activity.waitCause === 'refill' && tender && machineName
          ? fill(tenderWait, { ...values, tender: machineName(tender) })
          : fill(waits[activity.waitCause], values);
      },
      orderLabel: (item: TPlanItem, ticket: string) =>
        fill(order, {
          ticket,
          fields: item.fieldNames.join(', '),
          start: clock(item.plannedStart),
          end: clock(item.plannedEnd),
        }),
      /**
       * '42 ha of 590 ha' for an item holding part of its order (a field bigger than a day shared
       * by machines or days), null for an item holding all of it.
       */
      orderPart: (item: TPlanItem) =>
        item.orderArea && item.area < item.orderArea * 0.999
          ? fill(part, { area: area(item.area), total: area(item.orderArea) })
          : null,
      cleanoutLabel: (item: TPlanItem) =>
        fill(cleanout, { start: clock(item.plannedStart), end: clock(item.plannedEnd) }),
    };
  }, [t, locale, timeZone, machineName, units]);
}

export type TTimelineTexts = ReturnType<typeof useTimelineTexts>;
