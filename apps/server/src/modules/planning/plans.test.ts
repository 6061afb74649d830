import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_SUMMARY, type TPlan } from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { PLANNING_BASE } from './planning-jobs.routes';
import { localDateOf, type TPlanItemInput } from './plans.service';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const otherToken = await login('demo', { owner: 'other' });
const base = `/api${PLANNING_BASE}`;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(auth, groups.find((group) => group.mixtureType === 'LIQUID' && !group.robot)!.id);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const ready = (await services.workOrders.list(auth, { page: 0, size: 500, status: [1] } as never)).content;
const sprayOrders = ready.filter((order) => order.equipmentGroupId === spray.id && order.inconsistencies.length === 0);

function addDays(date: string, days: number) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
const today = localDateOf(new Date(), spray.timeZone);
const tomorrow = addDays(today, 1);

function orderItem(workOrderId: number, area = 10): TPlanItemInput {
  return { kind: 'order', workOrderId, plannedStart: new Date('2026-01-01T14:00:00Z'), plannedEnd: new Date('2026-01-01T15:00:00Z'), travelSeconds: 600, cleaningSeconds: 0, appliedSeconds: 3600, areaHectares: area, volume: 1000, batches: 1 };
}

/** Writes an optimised day for machines, as the optimiser does. */
async function optimise(localDate: string, machines: { equipmentId: number; orders: number[] }[]) {
  return database.db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: spray.id,
      localDate,
      processHash: 'a'.repeat(32),
      machines: machines.map(({ equipmentId, orders }) => ({
        equipmentId,
        workingStart: null,
        workingEnd: null,
        overtimeEnd: null,
        items: orders.map((id) => orderItem(id)),
        activities: [],
        summary: { ...EMPTY_PLAN_SUMMARY, workedArea: orders.length * 10, orderCount: orders.length, equipmentCount: 1 },
      })),
    }),
  );
}

async function search(date: string, extra = '') {
  const response = await call(token, 'GET', `${base}/_search?data=${date}&configuracaoId=${spray.id}${extra}`);
  expect(response.statusCode).toBe(200);
  return response.json<TPlan[]>();
}

describe('plans of a day: optimised days written by the optimiser, GET /_search', () => {
  it('answers the optimised days as the active plans, items enriched with their orders', async () => {
    const [first, second, third] = sprayOrders;
    await optimise(tomorrow, [
      { equipmentId: machineA, orders: [first!.cdOrdemServico, second!.cdOrdemServico] },
      { equipmentId: machineB, orders: [third!.cdOrdemServico] },
    ]);
    const plans = await search(tomorrow);
    expect(plans.map((plan) => [plan.equipamentoId, plan.tipo, plan.active, plan.version])).toEqual([
      [machineA, 'AUTOMATICO', true, 1],
      [machineB, 'AUTOMATICO', true, 1],
    ]);
    const planA = plans[0]!;
    expect(planA).toMatchObject({ configuracaoId: spray.id, referencia: tomorrow, readOnly: false, hasAutomatic: true, hasManual: false, canRevert: false, sentAt: null });
    expect(planA.equipmentName).toBe(spray.equipments[0]!.equipmentName);
    expect(planA.items.map((item) => [item.sequencia, item.cdOrdemServico, item.description, item.status])).toEqual([
      [1, first!.cdOrdemServico, first!.description, 1],
      [2, second!.cdOrdemServico, second!.description, 1],
    ]);
    expect(planA.items[0]).toMatchObject({ planejamentoId: planA.planejamentoId, equipamentoId: machineA, kind: 'order', area: 10, appliedSeconds: 3600 });
  });

  it('filters by equipamentosId', async () => {
    const plans = await search(tomorrow, `&equipamentosId=${machineB}`);
    expect(plans.map((plan) => plan.equipamentoId)).toEqual([machineB]);
  });

  it('a new optimisation supersedes the previous one, keeping it to revert to', async () => {
    const [before] = await search(tomorrow, `&equipamentosId=${machineA}`);
    await optimise(tomorrow, [{ equipmentId: machineA, orders: [sprayOrders[3]!.cdOrdemServico] }]);
    const [after] = await search(tomorrow, `&equipamentosId=${machineA}`);
    expect(after!.planejamentoId).not.toBe(before!.planejamentoId);
    expect(after).toMatchObject({ version: 2, canRevert: true, tipo: 'AUTOMATICO' });
    expect(after!.items.map((item) => item.cdOrdemServico)).toEqual([sprayOrders[3]!.cdOrdemServico]);
  });

  it('tipo=AUTOMATICO previews the optimised version', async () => {
    const plans = await search(tomorrow, '&tipo=AUTOMATICO');
    expect(plans.every((plan) => plan.tipo === 'AUTOMATICO')).toBe(true);
    expect(await search(tomorrow, '&tipo=MANUAL')).toEqual([]);
  });

  it('a day in the past is read-only', async () => {
    const yesterday = addDays(today, -1);
    await optimise(yesterday, [{ equipmentId: machineA, orders: [sprayOrders[4]!.cdOrdemServico] }]);
    const [plan] = await search(yesterday);
    expect(plan!.readOnly).toBe(true);
  });

  it('markSent records the send; the plan is not pending a re-send', async () => {
    const [plan] = await search(tomorrow, `&equipamentosId=${machineB}`);
    const sentAt = new Date(Date.now() + 1000);
    await database.db.transaction((tx) => services.plans.markSent(tx, plan!.planejamentoId, sentAt));
    const [sent] = await search(tomorrow, `&equipamentosId=${machineB}`);
    expect(sent).toMatchObject({ sentAt: sentAt.toISOString(), resendPending: false });
  });

  it('activePlans answers the rows of the active plans of a day', async () => {
    const active = await services.plans.activePlans(database.db, auth, { groupId: spray.id, localDate: tomorrow });
    expect(active.map(({ plan }) => plan.equipmentId).sort()).toEqual([machineA, machineB].sort());
    expect(active.every(({ plan }) => plan.active && plan.supersededAt === null)).toBe(true);
  });

  it("another tenant's group answers 404, and a bad date 400", async () => {
    expect((await call(otherToken, 'GET', `${base}/_search?data=${tomorrow}&configuracaoId=${spray.id}`)).statusCode).toBe(404);
    expect((await call(token, 'GET', `${base}/_search?data=2026-13-01&configuracaoId=${spray.id}`)).statusCode).toBe(400);
  });
});
