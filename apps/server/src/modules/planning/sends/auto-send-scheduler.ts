import type { TEquipmentGroupsService } from '../../records/equipment-groups/equipment-groups.service';
import type { TTenancyService } from '../../tenancy/tenancy.service';
import type { TPlanSendsService } from './plan-sends.service';
import { instantAt, localDateOf, nextDate } from '../../../calendar/calendar';

export interface TAutoSendSchedulerDependencies {
  equipmentGroups: Pick<TEquipmentGroupsService, 'autoSendGroups'>;
  tenancy: Pick<TTenancyService, 'repository'>;
  planSends: Pick<TPlanSendsService, 'sendGroupAutomatically'>;
  /** The clock; injected by tests. */
  now?: () => Date;
  /** Longest sleep between looks at the groups (their settings may change), ms. */
  maxSleepMs?: number;
  logger?: { info(payload: object, message: string): void; error(payload: object, message: string): void };
}

/**
 * The daily auto-send: every active group with auto-send on sends its machines' active plans of
 * the day at its minute of the day in the branch's time zone. On start it looks at today at once,
 * so a send missed while the server was down happens (once) when it comes back; the unique key of
 * automatic sends (group, machine, date) makes a second send of the same day impossible.
 */
export function createAutoSendScheduler(dependencies: TAutoSendSchedulerDependencies) {
  const now = dependencies.now ?? (() => new Date());
  const maxSleepMs = dependencies.maxSleepMs ?? 60_000;
  /** Group days looked at in this process, so a day without plans is not asked again every minute. */
  const done = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function zonesOf(ownerIds: number[]) {
    const zones = new Map<number, string>();
    for (const ownerId of new Set(ownerIds)) {
      for (const unit of await dependencies.tenancy.repository.unitsOfOwner(ownerId))
        zones.set(unit.id, unit.timeZone);
    }
    return zones;
  }

  /** Each auto-sending group with its branch's today and the instant today's send is due. */
  async function schedule() {
    const groups = await dependencies.equipmentGroups.autoSendGroups();
    const zones = await zonesOf(groups.map((group) => group.ownerId));
    const at = now();
    return groups.map((group) => {
      const timeZone = zones.get(group.unitId) ?? 'UTC';
      const today = localDateOf(at, timeZone);
      const dueToday = instantAt(today, group.autoSendMinute, timeZone);
      const next =
        dueToday.getTime() > at.getTime()
          ? dueToday
          : instantAt(nextDate(today), group.autoSendMinute, timeZone);
      return { ...group, timeZone, today, dueToday, next };
    });
  }

  /** Sends every group whose time of today has come and whose day was not sent yet; answers the machines sent. */
  async function runDue() {
    let sent = 0;
    const at = now();
    for (const group of await schedule()) {
      const key = `${group.id}:${group.today}`;
      if (done.has(key) || group.dueToday.getTime() > at.getTime()) continue;
      done.add(key);
      try {
        // Every machine of the group is tried each round: one already sent automatically today is
        // skipped by the per-machine unique key of automatic sends, so a server stopped part-way
        // through a group still sends the machines it had not reached.
        const machines = await dependencies.planSends.sendGroupAutomatically(
          group.ownerId,
          group.id,
          group.today,
          at,
        );
        sent += machines;
        if (machines > 0)
          dependencies.logger?.info(
            { groupId: group.id, date: group.today, machines },
            'auto-send: machine days sent',
          );
      } catch (error) {
        done.delete(key);
        dependencies.logger?.error(
          { err: error, groupId: group.id, date: group.today },
          'auto-send failed; it is tried again',
        );
      }
    }
    return sent;
  }

  /** When the next send is due across the groups, or null when no group sends automatically. */
  async function nextDue(): Promise<Date | null> {
    const times = (await schedule()).map((group) => group.next.getTime());
    return times.length ? new Date(Math.min(...times)) : null;
  }

  async function wake() {
    if (stopped) return;
    running = runDue().catch((error: unknown) =>
      dependencies.logger?.error({ err: error }, 'auto-send round failed'),
    );
    await running;
    if (stopped) return;
    const due = await nextDue().catch(() => null);
    const sleep = due ? Math.min(maxSleepMs, Math.max(1_000, due.getTime() - now().getTime())) : maxSleepMs;
    timer = setTimeout(() => void wake(), sleep);
    timer.unref?.();
  }

  return {
    runDue,
    nextDue,
    /** Starts the daily rounds: looks at today at once (catching up a missed send), then sleeps until the next one is due. */
    start() {
      if (!stopped) return;
      stopped = false;
      void wake();
    },
    /** Stops the rounds and waits for one in progress. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

export type TAutoSendScheduler = ReturnType<typeof createAutoSendScheduler>;
