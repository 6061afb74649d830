import { EMPTY_PLAN_SUMMARY } from '@tramline/domain';
import type { TDatabase } from '../db/database';
import type { TAuth } from '../http/auth-context';
import type { TServices } from '../services';

/**
 * Writes an optimised day of machines as the optimiser does, without sending it: each machine's
 * orders planned for an hour from `start` (default now), 10 ha each.
 */
export async function planTestDay(
  context: { services: TServices; db: TDatabase; auth: TAuth },
  day: {
    groupId: number;
    localDate: string;
    machines: { equipmentId: number; orderIds: number[] }[];
    start?: Date;
  },
) {
  const { services, db, auth } = context;
  const start = day.start ?? new Date();
  await db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: day.groupId,
      localDate: day.localDate,
      processHash: day.machines[0]!.equipmentId.toString(16).padStart(32, '0'),
      machines: day.machines.map(({ equipmentId, orderIds }) => ({
        equipmentId,
        workingStart: null,
        workingEnd: null,
        overtimeEnd: null,
        items: orderIds.map((workOrderId) => ({
          kind: 'order' as const,
          workOrderId,
          plannedStart: start,
          plannedEnd: new Date(start.getTime() + 3_600_000),
          travelSeconds: 600,
          cleaningSeconds: 0,
          appliedSeconds: 3600,
          areaHectares: 10,
          volume: 1000,
          batches: 1,
        })),
        activities: [],
        summary: { ...EMPTY_PLAN_SUMMARY, orderCount: orderIds.length, equipmentCount: 1 },
      })),
    }),
  );
}

/**
 * Plans and sends a machine's day of orders, as a dispatcher does, for tests of what happens once
 * a day is out (execution, trails, coverage): each order planned for an hour from `start`. The
 * day goes out with an override reason, since these tests are not about the label gate and the
 * stored forecast may break a label on the day they run. It is sent as at `start`, so a test may
 * send a day that has just gone by.
 */
export async function sendTestDay(
  context: { services: TServices; db: TDatabase; auth: TAuth },
  day: { groupId: number; localDate: string; equipmentId: number; orderIds: number[]; start?: Date },
) {
  const { services, auth } = context;
  const start = day.start ?? new Date();
  await planTestDay(context, {
    groupId: day.groupId,
    localDate: day.localDate,
    machines: [{ equipmentId: day.equipmentId, orderIds: day.orderIds }],
    start,
  });
  await services.planSends.sendDay(
    auth,
    {
      configuracaoId: day.groupId,
      referencia: day.localDate,
      equipamentoId: day.equipmentId,
      overrideReason: 'Test day, checked on site',
    },
    start,
  );
}
