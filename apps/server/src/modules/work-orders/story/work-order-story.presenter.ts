import {
  WORK_ORDER_STATUS,
  type TLocale,
  type TPlanKind,
  type TWorkOrderStoryEvent,
  type TWorkOrderStoryKind,
} from '@tramline/domain';
import { writeMessage } from '../../alerts/alerts.presenter';
import type { TWorkOrderStoryRepository } from './work-order-story.repository';

type TRows<K extends keyof TWorkOrderStoryRepository> = Awaited<ReturnType<TWorkOrderStoryRepository[K]>>;

/** The facts an order's story is told from, as the repository reads them. */
export interface TStoryFacts {
  audit: TRows<'audit'>;
  planVersions: TRows<'planVersions'>;
  sends: TRows<'sends'>;
  executionEvents: TRows<'executionEvents'>;
  alarms: TRows<'alarms'>;
  /** The order as it stands, for a closing no audit row records (orders closed by an import). */
  order: TClosingFacts;
}

/** What the order's own row says of its closing. */
export interface TClosingFacts {
  status: number;
  dtEncerramento: string | null;
  appliedArea: number | null;
  appliedVolume: number | null;
}

/** A completed order whose closing no event tells (loaded closed, or closed before the audit existed). */
function closingOfRow(order: TClosingFacts, events: readonly TWorkOrderStoryEvent[]) {
  if (order.status !== WORK_ORDER_STATUS.COMPLETED || !order.dtEncerramento) return [];
  if (events.some((entry) => entry.kind === 'closed' || entry.kind === 'completed')) return [];
  return [
    event(
      'closed',
      new Date(order.dtEncerramento),
      {},
      {
        appliedArea: order.appliedArea,
        appliedVolume: order.appliedVolume,
      },
    ),
  ];
}

type TChange = { field: string; from: unknown; to: unknown };

const EXECUTION_KINDS: Record<string, TWorkOrderStoryKind> = {
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  skip: 'skipped',
  cancel: 'canceledInField',
  complete: 'completed',
};

function event(
  kind: TWorkOrderStoryKind,
  at: Date,
  who: { userName?: string | null; machineName?: string | null; operatorName?: string | null },
  details: TWorkOrderStoryEvent['details'] = {},
): TWorkOrderStoryEvent {
  return {
    kind,
    at: at.toISOString(),
    userName: who.userName ?? null,
    machineName: who.machineName ?? null,
    operatorName: who.operatorName ?? null,
    details,
  };
}

const changeOf = (changes: readonly TChange[], field: string) =>
  changes.find((change) => change.field === field);

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/** An office status action read from its audit row: closing, voiding, a reset, or another change. */
function statusEvent(row: TStoryFacts['audit'][number]): TWorkOrderStoryEvent {
  const status = changeOf(row.changes, 'status');
  const from = numberOrNull(status?.from);
  const to = numberOrNull(status?.to);
  const who = { userName: row.userName };
  if (to === WORK_ORDER_STATUS.COMPLETED)
    return event('closed', row.at, who, {
      appliedArea: numberOrNull(changeOf(row.changes, 'appliedArea')?.to),
      appliedVolume: numberOrNull(changeOf(row.changes, 'appliedVolume')?.to),
    });
  if (to === WORK_ORDER_STATUS.CANCELED) return event('voided', row.at, who);
  if (to === WORK_ORDER_STATUS.READY) return event('reset', row.at, who, { statusFrom: from, statusTo: to });
  return event('statusChanged', row.at, who, { statusFrom: from, statusTo: to });
}

/** The office's part: created, edited, status actions, deleted and restored (the audit trail). */
function officeEvents(audit: TStoryFacts['audit']): TWorkOrderStoryEvent[] {
  const events: TWorkOrderStoryEvent[] = [];
  for (const row of audit) {
    // What the cab reported is told from the execution events, with the cab's own time.
    if (changeOf(row.changes, 'machineEvent')) continue;
    const who = { userName: row.userName };
    if (row.action === 'created') events.push(event('created', row.at, who, { changes: row.changes }));
    else if (row.action === 'updated') events.push(event('edited', row.at, who, { changes: row.changes }));
    else if (row.action === 'deleted') events.push(event('deleted', row.at, who));
    else if (row.action === 'restored') events.push(event('restored', row.at, who));
    else if (row.action === 'status') events.push(statusEvent(row));
  }
  return events;
}

/**
 * Planning's part, from the plan versions: a version holding the order that did not replace one
 * holding it planned it; a version replacing one holding it without holding it unplanned it; a
 * version holding it superseded by nothing (its day cleared) unplanned it then.
 */
function planningEvents(versions: TStoryFacts['planVersions']): TWorkOrderStoryEvent[] {
  const byId = new Map(versions.map((version) => [version.id, version]));
  const replaced = new Set(versions.map((version) => version.previousPlanId));
  const events: TWorkOrderStoryEvent[] = [];
  for (const version of versions) {
    const previous = version.previousPlanId === null ? undefined : byId.get(version.previousPlanId);
    const day = { localDate: version.localDate, groupName: version.groupName };
    const who = { userName: version.userName, machineName: version.machineName };
    if (version.holds && !previous?.holds)
      events.push(event('planned', version.createdAt, who, { ...day, planKind: version.kind as TPlanKind }));
    if (!version.holds && previous?.holds) events.push(event('unplanned', version.createdAt, who, day));
    if (version.holds && version.supersededAt && !replaced.has(version.id))
      events.push(event('unplanned', version.supersededAt, { machineName: version.machineName }, day));
  }
  return events;
}

function sendEvents(sends: TStoryFacts['sends'], workOrderId: number): TWorkOrderStoryEvent[] {
  return sends.map((send) =>
    event(
      'sent',
      send.sentAt,
      { userName: send.userName, machineName: send.machineName },
      {
        localDate: send.localDate,
        groupName: send.groupName,
        stopNumber: send.workOrderIds.indexOf(workOrderId) + 1,
        automatic: send.automatic,
        ...(send.overrideReason
          ? { overrideReason: send.overrideReason, overriddenBy: send.overriddenBy ?? undefined }
          : {}),
      },
    ),
  );
}

/**
 * The cab's part: each execution event at the cab's time, by its machine; the operator is the
 * voucher's user the audit row written with it names (paired per machine and event, in order).
 */
function fieldEvents(facts: TStoryFacts): TWorkOrderStoryEvent[] {
  const operators = new Map<string, (string | null)[]>();
  for (const row of facts.audit) {
    const type = changeOf(row.changes, 'machineEvent')?.to;
    if (typeof type !== 'string') continue;
    const key = `${type}|${String(changeOf(row.changes, 'equipamentoId')?.to)}`;
    operators.set(key, [...(operators.get(key) ?? []), row.userName]);
  }
  return facts.executionEvents.map((row) => {
    const operatorName = operators.get(`${row.type}|${row.equipmentId}`)?.shift() ?? null;
    const payload = row.payload;
    const reason =
      row.type === 'pause'
        ? (row.stopOperation ?? undefined)
        : typeof payload.reason === 'string'
          ? payload.reason
          : undefined;
    return event(
      EXECUTION_KINDS[row.type] ?? 'statusChanged',
      row.occurredAt,
      { machineName: row.machineName, operatorName },
      {
        ...(reason ? { reason } : {}),
        ...(row.type === 'complete'
          ? {
              appliedArea: numberOrNull(payload.appliedArea),
              appliedVolume: numberOrNull(payload.appliedVolume),
            }
          : {}),
      },
    );
  });
}

function alarmEvents(alarms: TStoryFacts['alarms'], locale: TLocale): TWorkOrderStoryEvent[] {
  return alarms.map((alarm) =>
    event(
      'alarm',
      alarm.startedAt,
      { machineName: alarm.machineName, operatorName: alarm.operatorName },
      {
        alarmClass: alarm.alarmClass,
        alarmCode: alarm.specialCode,
        message: writeMessage(alarm.messageKey, alarm.messageParams, locale),
        endedAt: alarm.endedAt?.toISOString() ?? null,
      },
    ),
  );
}

/** An order's story: every fact about it, oldest first (ties keep the order the facts were told in). */
export function presentStory(facts: TStoryFacts, workOrderId: number, locale: TLocale) {
  const events = [
    ...officeEvents(facts.audit),
    ...planningEvents(facts.planVersions),
    ...sendEvents(facts.sends, workOrderId),
    ...fieldEvents(facts),
    ...alarmEvents(facts.alarms, locale),
  ];
  events.push(...closingOfRow(facts.order, events));
  const indexed = events.map((entry, index) => ({ entry, index, time: Date.parse(entry.at) }));
  indexed.sort((a, b) => a.time - b.time || a.index - b.index);
  return { cdOrdemServico: workOrderId, events: indexed.map(({ entry }) => entry) };
}
