import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type TPage, type TWorkOrderListRow, type TWorkOrderMoveDayResult } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { planTestDay, sendTestDay } from '../../test/sent-day';
import { buildField, buildWorkOrder } from '../../test/factories';
import { addDays, localDateOf, localMidnight } from '../../calendar/calendar';
import { workOrders } from './work-orders.tables';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const db = database.db;
const admin = await login();
const auth = (await services.auth.authenticate(admin))!;
const applicator = await login('applicator');
const dispatcher = await login('dispatcher');
const otherAdmin = await login('demo', { owner: 'other' });

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID')!.id,
);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const machineAName = (await services.equipment.get(auth, machineA)).name;
const today = localDateOf(new Date(), spray.timeZone);
const sentDay = addDays(today, 9);
const scheduledDay = addDays(today, 10);
const startDay = addDays(today, 20);

// A grower of its own, so a list filtered by it holds only this file's orders.
const field = await buildField(services, auth);
const grower = { id: field.growerId };
const orderOf = (overrides: Record<string, unknown> = {}) =>
  buildWorkOrder(services, auth, {
    growerId: field.growerId,
    farmId: field.farmId,
    fieldIds: [field.id],
    equipmentGroupId: spray.id,
    ...overrides,
  });

const ready = await orderOf({ plannedStart: localMidnight(startDay, spray.timeZone).toISOString() });
const scheduled = await orderOf();
const sent = await orderOf();
const inProgress = await orderOf();
const onHold = await orderOf();
const done = await orderOf();
const voided = await orderOf();

await planTestDay(
  { services, db, auth },
  {
    groupId: spray.id,
    localDate: scheduledDay,
    machines: [{ equipmentId: machineB, orderIds: [scheduled.cdOrdemServico] }],
  },
);
await sendTestDay(
  { services, db, auth },
  { groupId: spray.id, localDate: sentDay, equipmentId: machineA, orderIds: [sent.cdOrdemServico] },
);
for (const [order, status] of [
  [inProgress, 2],
  [onHold, 5],
  [done, 4],
  [voided, 3],
] as const)
  await db.update(workOrders).set({ status }).where(eq(workOrders.id, order.cdOrdemServico));

const list = (token: string, query: string) =>
  call(
    token,
    'GET',
    `/api/ordemservicos/all-order-by-status-products?size=50&growerId=${grower.id}&${query}`,
  );
const rowsOf = async (token: string, query: string) => {
  const response = await list(token, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPage<TWorkOrderListRow>>().content;
};
const idsOf = (rows: TWorkOrderListRow[]) => rows.map((row) => row.cdOrdemServico).sort((a, b) => a - b);

describe('the work-order list reflects the schedule', () => {
  it('shows each order in its day state with planned date, machine and first rate', async () => {
    const rows = await rowsOf(admin, 'category=active');
    const byId = new Map(rows.map((row) => [row.cdOrdemServico, row]));
    expect(byId.get(ready.cdOrdemServico)).toMatchObject({
      dayState: 'READY',
      plannedDate: startDay,
      machineId: null,
      machineName: null,
      firstRate: { rate: 2, rateUnit: 'l' },
      productCount: 1,
    });
    expect(byId.get(scheduled.cdOrdemServico)).toMatchObject({
      dayState: 'SCHEDULED',
      plannedDate: scheduledDay,
      machineId: machineB,
    });
    expect(byId.get(sent.cdOrdemServico)).toMatchObject({
      dayState: 'SENT',
      plannedDate: sentDay,
      machineId: machineA,
      machineName: machineAName,
    });
    expect(byId.get(inProgress.cdOrdemServico)?.dayState).toBe('IN_PROGRESS');
    expect(byId.get(onHold.cdOrdemServico)?.dayState).toBe('ON_HOLD');
    const closed = await rowsOf(admin, 'status=3,4');
    expect(closed.map((row) => [row.cdOrdemServico, row.dayState]).sort()).toEqual(
      [
        [done.cdOrdemServico, 'DONE'],
        [voided.cdOrdemServico, 'VOID'],
      ].sort(),
    );
  });

  it('filters by day state, planned date, machine and group', async () => {
    const all = 'status=1,2,3,4,5,7';
    for (const [state, order] of [
      ['READY', ready],
      ['SCHEDULED', scheduled],
      ['SENT', sent],
      ['IN_PROGRESS', inProgress],
      ['ON_HOLD', onHold],
      ['DONE', done],
      ['VOID', voided],
    ] as const)
      expect(idsOf(await rowsOf(admin, `${all}&dayState=${state}`)), state).toEqual([order.cdOrdemServico]);
    expect(idsOf(await rowsOf(admin, `plannedFrom=${sentDay}&plannedTo=${scheduledDay}`))).toEqual(
      idsOf([sent, scheduled] as never),
    );
    expect(idsOf(await rowsOf(admin, `plannedFrom=${startDay}`))).toEqual([ready.cdOrdemServico]);
    expect(idsOf(await rowsOf(admin, `machineId=${machineA}`))).toEqual([sent.cdOrdemServico]);
    expect(await rowsOf(admin, `groupId=${spray.id}&dayState=READY`)).toHaveLength(1);
    const otherGroup = groups.find((group) => group.id !== spray.id)!;
    expect(await rowsOf(admin, `groupId=${otherGroup.id}`)).toEqual([]);
  });

  it('answers the filtered total, not the category count', async () => {
    const response = await list(admin, `dayState=SCHEDULED`);
    expect(response.json<TPage<TWorkOrderListRow>>().totalElements).toBe(1);
  });

  it('refuses bad filter values with 400', async () => {
    for (const query of [
      'dayState=LATE',
      'plannedFrom=2026-13-01',
      'plannedTo=tomorrow',
      'machineId=abc',
      'groupId=0',
      'growerId=-4',
    ]) {
      const response = await call(admin, 'GET', `/api/ordemservicos/all-order-by-status-products?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("shows another owner nothing of this owner's orders", async () => {
    const response = await call(
      otherAdmin,
      'GET',
      `/api/ordemservicos/all-order-by-status-products?size=500&machineId=${machineA}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<TPage<TWorkOrderListRow>>().content).toEqual([]);
  });
});

describe('moving orders to a day', () => {
  const move = (token: string, orders: { cdOrdemServico: number; version: number }[], date: string) =>
    call(token, 'PUT', '/api/ordemservicos/planned-date', {
      orders: orders.map((order) => ({ id: order.cdOrdemServico, version: order.version })),
      date,
    });

  it('moves a ready order keeping its time of day, and leaves scheduled, closed and stale ones', async () => {
    const target = addDays(today, 30);
    const fresh = await orderOf({
      plannedStart: new Date(localMidnight(startDay, spray.timeZone).getTime() + 7 * 3_600_000).toISOString(),
    });
    const response = await move(
      dispatcher,
      [fresh, scheduled, done, { ...onHold, version: onHold.version + 5 }],
      target,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TWorkOrderMoveDayResult>()).toEqual({
      moved: 1,
      refused: [
        { id: scheduled.cdOrdemServico, reason: 'inSchedule' },
        { id: done.cdOrdemServico, reason: 'notPlannable' },
        { id: onHold.cdOrdemServico, reason: 'stale' },
      ],
    });
    const [row] = await rowsOf(admin, `plannedFrom=${target}&plannedTo=${target}`);
    expect(row?.cdOrdemServico).toBe(fresh.cdOrdemServico);
    const record = await services.workOrders.get(auth, fresh.cdOrdemServico);
    expect(record.plannedStart).toBe(
      new Date(localMidnight(target, spray.timeZone).getTime() + 7 * 3_600_000).toISOString(),
    );
    const history = await call(admin, 'GET', `/api/ordemservicos/${fresh.cdOrdemServico}/history`);
    expect(JSON.stringify(history.json()[0])).toContain('plannedStart');
  });

  it('refuses a role without orders.edit with 403 and moves nothing', async () => {
    const before = await services.workOrders.get(auth, ready.cdOrdemServico);
    const response = await move(applicator, [ready], addDays(today, 40));
    expect(response.statusCode).toBe(403);
    expect((await services.workOrders.get(auth, ready.cdOrdemServico)).plannedStart).toBe(
      before.plannedStart,
    );
  });

  it("answers another owner's order as not found", async () => {
    const response = await move(otherAdmin, [ready], addDays(today, 40));
    expect(response.statusCode).toBe(200);
    expect(response.json<TWorkOrderMoveDayResult>()).toEqual({
      moved: 0,
      refused: [{ id: ready.cdOrdemServico, reason: 'notFound' }],
    });
  });

  it('refuses a bad day or an empty selection with 400', async () => {
    expect((await move(admin, [ready], '2026-02-30')).statusCode).toBe(400);
    expect((await move(admin, [], today)).statusCode).toBe(400);
  });
});
