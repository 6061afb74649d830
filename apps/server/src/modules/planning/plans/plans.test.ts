import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_SUMMARY, ZWorkOrderInput, type TPlan, type TPlanActivity } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { ownDays } from '../../../test/own-days';
import { demoToday } from '../../../test/demo-day';
import { PLANNING_BASE } from '../planning.paths';
import { addDays, localDateOf } from '../../../calendar/calendar';
import type { TPlanItemInput } from './plans.service';
import { readyOrdersOf } from '../../../test/ready-orders';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const otherToken = await login('demo', { owner: 'other' });
const base = `/api${PLANNING_BASE}`;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && !group.robot)!.id,
);
const [machineA, machineB] = spray.equipments.map((member) => member.cdEquipamento) as [number, number];
const ready = await readyOrdersOf(services, auth);
const sprayOrders = ready.filter(
  (order) => order.equipmentGroupId === spray.id && order.inconsistencies.length === 0,
);

const today = localDateOf(new Date(), spray.timeZone);
const tomorrow = addDays(today, 1);
/**
 * Each test plans on days of its own, future ones from tomorrow and past ones from yesterday, so
 * no test reads what another wrote: every test passes alone and in any order.
 */
const ownDay = ownDays(today, { from: 1 });
const ownPastDay = ownDays(today, { from: -1, step: -1 });

function orderItem(workOrderId: number, area = 10): TPlanItemInput {
  return {
    kind: 'order',
    workOrderId,
    plannedStart: new Date('2026-01-01T14:00:00Z'),
    plannedEnd: new Date('2026-01-01T15:00:00Z'),
    travelSeconds: 600,
    cleaningSeconds: 0,
    appliedSeconds: 3600,
    areaHectares: area,
    volume: 1000,
    batches: 1,
  };
}

/** Writes machines' days as the optimiser does, with no working period. */
async function saveOptimised(
  localDate: string,
  machines: {
    equipmentId: number;
    items: TPlanItemInput[];
    activities?: TPlanActivity[];
    summary?: Partial<typeof EMPTY_PLAN_SUMMARY>;
  }[],
) {
  return database.db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: spray.id,
      localDate,
      processHash: 'a'.repeat(32),
      machines: machines.map(({ equipmentId, items, activities = [], summary = {} }) => ({
        equipmentId,
        workingStart: null,
        workingEnd: null,
        overtimeEnd: null,
        items,
        activities,
        summary: { ...EMPTY_PLAN_SUMMARY, equipmentCount: 1, ...summary },
      })),
    }),
  );
}

/** Writes an optimised day for machines, as the optimiser does. */
async function optimise(localDate: string, machines: { equipmentId: number; orders: number[] }[]) {
  return saveOptimised(
    localDate,
    machines.map(({ equipmentId, orders }) => ({
      equipmentId,
      items: orders.map((id) => orderItem(id)),
      summary: { workedArea: orders.length * 10, orderCount: orders.length },
    })),
  );
}

/** An optimised day of its own: machine A with the first two ready orders, machine B with the third. */
async function optimisedDay(date: string) {
  const [first, second, third] = sprayOrders;
  await optimise(date, [
    { equipmentId: machineA, orders: [first!.cdOrdemServico, second!.cdOrdemServico] },
    { equipmentId: machineB, orders: [third!.cdOrdemServico] },
  ]);
}

async function search(date: string, extra = '') {
  const response = await call(
    token,
    'GET',
    `${base}/_search?data=${date}&configuracaoId=${spray.id}${extra}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<TPlan[]>();
}

describe('plans of a day: optimised days written by the optimiser, GET /_search', () => {
  it('answers the optimised days as the active plans, items enriched with their orders', async () => {
    const [first, second, third] = sprayOrders;
    const date = ownDay();
    await optimise(date, [
      { equipmentId: machineA, orders: [first!.cdOrdemServico, second!.cdOrdemServico] },
      { equipmentId: machineB, orders: [third!.cdOrdemServico] },
    ]);
    const plans = await search(date);
    expect(plans.map((plan) => [plan.equipamentoId, plan.tipo, plan.active, plan.version])).toEqual([
      [machineA, 'AUTOMATICO', true, 1],
      [machineB, 'AUTOMATICO', true, 1],
    ]);
    const planA = plans[0]!;
    expect(planA).toMatchObject({
      configuracaoId: spray.id,
      referencia: date,
      readOnly: false,
      hasAutomatic: true,
      hasManual: false,
      canRevert: false,
      sentAt: null,
    });
    expect(planA.equipmentName).toBe(spray.equipments[0]!.equipmentName);
    expect(
      planA.items.map((item) => [item.sequencia, item.cdOrdemServico, item.description, item.status]),
    ).toEqual([
      [1, first!.cdOrdemServico, first!.description, 1],
      [2, second!.cdOrdemServico, second!.description, 1],
    ]);
    expect(planA.items[0]).toMatchObject({
      planejamentoId: planA.planejamentoId,
      equipamentoId: machineA,
      kind: 'order',
      area: 10,
      appliedSeconds: 3600,
    });
  });

  it('filters by equipamentosId', async () => {
    const date = ownDay();
    await optimisedDay(date);
    const plans = await search(date, `&equipamentosId=${machineB}`);
    expect(plans.map((plan) => plan.equipamentoId)).toEqual([machineB]);
  });

  it('a new optimisation supersedes the previous one, keeping it to revert to', async () => {
    const date = ownDay();
    await optimisedDay(date);
    const [before] = await search(date, `&equipamentosId=${machineA}`);
    await optimise(date, [{ equipmentId: machineA, orders: [sprayOrders[3]!.cdOrdemServico] }]);
    const [after] = await search(date, `&equipamentosId=${machineA}`);
    expect(after!.planejamentoId).not.toBe(before!.planejamentoId);
    expect(after).toMatchObject({ version: 2, canRevert: true, tipo: 'AUTOMATICO' });
    expect(after!.items.map((item) => item.cdOrdemServico)).toEqual([sprayOrders[3]!.cdOrdemServico]);
  });

  it('tipo=AUTOMATICO previews the optimised version', async () => {
    const date = ownDay();
    await optimisedDay(date);
    const plans = await search(date, '&tipo=AUTOMATICO');
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((plan) => plan.tipo === 'AUTOMATICO')).toBe(true);
    expect(await search(date, '&tipo=MANUAL')).toEqual([]);
  });

  it('a day in the past is read-only', async () => {
    const past = ownPastDay();
    await optimise(past, [{ equipmentId: machineA, orders: [sprayOrders[4]!.cdOrdemServico] }]);
    const [plan] = await search(past, `&equipamentosId=${machineA}`);
    expect(plan!.readOnly).toBe(true);
  });

  it('markSent records the send; the plan is not pending a re-send', async () => {
    const date = ownDay();
    await optimisedDay(date);
    const [plan] = await search(date, `&equipamentosId=${machineB}`);
    const sentAt = new Date(Date.now() + 1000);
    await database.db.transaction((tx) => services.plans.markSent(tx, plan!.planejamentoId, sentAt));
    const [sent] = await search(date, `&equipamentosId=${machineB}`);
    expect(sent).toMatchObject({ sentAt: sentAt.toISOString(), resendPending: false });
  });

  it('activePlans answers the rows of the active plans of a day', async () => {
    const date = ownDay();
    await optimisedDay(date);
    const active = await services.plans.activePlans(database.db, auth, {
      groupId: spray.id,
      localDate: date,
    });
    expect(active.map(({ plan }) => plan.equipmentId).sort()).toEqual([machineA, machineB].sort());
    expect(active.every(({ plan }) => plan.active && plan.supersededAt === null)).toBe(true);
  });

  it("another tenant's group answers 404, and a bad date 400", async () => {
    expect(
      (await call(otherToken, 'GET', `${base}/_search?data=${tomorrow}&configuracaoId=${spray.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(token, 'GET', `${base}/_search?data=2026-13-01&configuracaoId=${spray.id}`)).statusCode,
    ).toBe(400);
  });
});

// ------------------------------------------------------------------ manual planning

const manager = await login('demo');
const applicator = await login('applicator');
const dry = await services.equipmentGroups.get(auth, groups.find((group) => group.mixtureType === 'DRY')!.id);
const memberBins = async (id: number) =>
  (await services.equipment.findMany(auth, [id]))[0]!.compartments.length;
const oneBin = (
  await Promise.all(
    dry.equipments.map(async (member) => ({
      id: member.cdEquipamento,
      bins: await memberBins(member.cdEquipamento),
    })),
  )
).find((entry) => entry.bins === 1)!.id;
const [machineC, machineD] = spray.equipments.slice(2).map((member) => member.cdEquipamento) as [
  number,
  number,
];
const products = await services.products.allRecords(auth);
let nextDescription = 0;

/** A new ready order on the first field of a demo order, with the given products. */
async function makeOrder(productIds: number[], equipmentGroupId: number | null = spray.id) {
  const template = await services.workOrders.get(auth, sprayOrders[0]!.cdOrdemServico);
  const [record] = await services.workOrders.create(
    auth,
    ZWorkOrderInput.parse({
      description: `Planning test ${(nextDescription += 1)}`,
      growerId: template.growerId,
      farmId: template.farmId,
      fieldIds: [template.fieldIds[0]],
      equipmentGroupId,
      products: productIds.map((productId) => ({ productId, rate: 2, rateUnit: 'l' })),
      timing: 'POST',
      applicationType: 'MIX',
    }),
    { breakFields: false },
  );
  return record!.cdOrdemServico;
}
const liquidProduct = products.find(
  (product) => product.typeProduct === 'LIQUID' && product.missingWeather.length === 0,
)!.id;

/** New ready orders of the liquid product, made one after the other. */
async function liquidOrders(count: number) {
  const orders: number[] = [];
  for (let index = 0; index < count; index += 1) orders.push(await makeOrder([liquidProduct]));
  return orders;
}
const dryProducts = products.filter((product) => product.typeProduct === 'DRY').map((product) => product.id);

const allocate = (body: Record<string, unknown>, as = token) =>
  call(as, 'POST', `${base}/alocar-ordem`, { configuracaoId: spray.id, ...body });
const planOf = async (date: string, equipmentId: number, tipo = '') =>
  (await search(date, `&equipamentosId=${equipmentId}${tipo}`))[0];

/** A custom day of a machine holding `count` new orders, allocated as a planner does. */
async function customDay(equipmentId: number, count: number, date: string) {
  const orders: number[] = [];
  for (let index = 0; index < count; index += 1) orders.push(await makeOrder([liquidProduct]));
  const response = await allocate({ equipamentoId: equipmentId, ordensId: orders, dataDesejada: date });
  expect(response.statusCode).toBe(200);
  return response.json<TPlan>();
}

/** An optimised day of a machine holding one new order; answers the order. */
async function optimisedOrder(date: string, equipmentId: number) {
  const order = await makeOrder([liquidProduct]);
  await optimise(date, [{ equipmentId, orders: [order] }]);
  return order;
}

/** Machine B's optimised day with one order, and the custom plan made from it with a second order. */
async function customFromOptimised(date: string) {
  await optimisedOrder(date, machineB);
  const automatic = (await planOf(date, machineB))!;
  const created = await call(token, 'POST', `${base}/alocar-ordem/cria-apartir-automatico`, {
    configuracaoId: spray.id,
    equipamentoId: machineB,
    ordensId: [await makeOrder([liquidProduct])],
    dataDesejada: date,
    planejamentoId: automatic.planejamentoId,
    version: automatic.version,
  });
  expect(created.statusCode).toBe(200);
  return created.json<TPlan>();
}

/**
 * Today's day of a machine with a planned order and an extra one moved in (confirmed) from a
 * future day of another machine; answers the plan and both orders.
 */
async function todayWithExtra(equipmentId: number, futureEquipmentId: number) {
  const [planned, extra] = [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])];
  const current = await planOf(today, equipmentId);
  const todays = (
    await allocate({
      equipamentoId: equipmentId,
      ordensId: [planned],
      dataDesejada: today,
      ...(current ? { planejamentoId: current.planejamentoId, version: current.version } : {}),
    })
  ).json<TPlan>();
  await allocate({ equipamentoId: futureEquipmentId, ordensId: [extra], dataDesejada: ownDay() });
  const moved = await allocate({
    equipamentoId: equipmentId,
    ordensId: [extra],
    dataDesejada: today,
    planejamentoId: todays.planejamentoId,
    version: todays.version,
    confirmExtra: true,
  });
  expect(moved.statusCode).toBe(200);
  return { plan: moved.json<TPlan>(), planned, extra };
}

describe('manual planning: allocate and remove (POST /alocar-ordem, /remover-ordem)', () => {
  it('creates an active custom plan for a machine without one; the order is scheduled and in use', async () => {
    const date = ownDay();
    const order = await makeOrder([liquidProduct]);
    const response = await allocate({ equipamentoId: machineC, ordensId: [order], dataDesejada: date });
    expect(response.statusCode).toBe(200);
    const plan = response.json<TPlan>();
    expect(plan).toMatchObject({
      tipo: 'MANUAL',
      active: true,
      version: 1,
      equipamentoId: machineC,
      referencia: date,
      hasAutomatic: false,
    });
    expect(plan.items.map((item) => [item.kind, item.cdOrdemServico, item.ordemExtra])).toEqual([
      ['order', order, false],
    ]);
    expect(plan.items[0]!.area).toBeGreaterThan(0);
    const usage = (await call(token, 'GET', `/api/ordemservicos/uso/${order}`)).json();
    expect(usage).toEqual({ inUse: true, uses: 1 });
    expect((await call(token, 'GET', `/api/ordemservicos/${order}`)).json().rankName).toBe('scheduled');
  });

  it('places an order at a position and refuses a position past the end with 400', async () => {
    const date = ownDay();
    const [first, second] = [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])];
    let plan = (
      await allocate({ equipamentoId: machineD, ordensId: [first], dataDesejada: date })
    ).json<TPlan>();
    plan = (
      await allocate({
        equipamentoId: machineD,
        ordensId: [second],
        dataDesejada: date,
        posicao: 1,
        planejamentoId: plan.planejamentoId,
        version: plan.version,
      })
    ).json<TPlan>();
    expect(plan.items.map((item) => item.cdOrdemServico)).toEqual([second, first]);
    const far = await allocate({
      equipamentoId: machineD,
      ordensId: [await makeOrder([liquidProduct])],
      dataDesejada: date,
      posicao: 9,
      planejamentoId: plan.planejamentoId,
      version: plan.version,
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().code).toBe('planningPositionOutOfRange');
  });

  it('refuses an order already in the schedule of that day, on any machine, with 409', async () => {
    const date = ownDay();
    const plan = await customDay(machineC, 1, date);
    const order = plan.items[0]!.cdOrdemServico!;
    const again = await allocate(
      {
        equipamentoId: machineC,
        ordensId: [order],
        dataDesejada: date,
        planejamentoId: plan.planejamentoId,
        version: plan.version,
      },
      token,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('planningOrderAlreadyInSchedule');
    const other = await allocate({ equipamentoId: machineA, ordensId: [order], dataDesejada: date });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'planningOrderAlreadyInSchedule',
      message: 'Order already exists in the schedule',
    });
  });

  it('refuses too many products for the bins of a dry machine with 409', async () => {
    const date = ownDay();
    const order = await makeOrder(dryProducts.slice(0, 2), null);
    const response = await call(token, 'POST', `${base}/alocar-ordem`, {
      configuracaoId: dry.id,
      equipamentoId: oneBin,
      ordensId: [order],
      dataDesejada: date,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'workOrderTooManyProducts',
      message:
        'Too many products for the equipment bins: the order needs 2 compartments, the equipment has 1',
    });
  });

  it('refuses a machine with fewer compartments than the order needs with 409', async () => {
    const date = ownDay();
    const order = await makeOrder([liquidProduct], null);
    const response = await call(token, 'POST', `${base}/alocar-ordem`, {
      configuracaoId: dry.id,
      equipamentoId: oneBin,
      ordensId: [order],
      dataDesejada: date,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('planningTooFewCompartments');
  });

  it('refuses a void or deleted order with 409', async () => {
    const date = ownDay();
    const voided = await makeOrder([liquidProduct]);
    await services.workOrders.cancel(auth, voided);
    const response = await allocate({ equipamentoId: machineA, ordensId: [voided], dataDesejada: date });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('planningOrderNotPlannable');
    const deleted = await makeOrder([liquidProduct]);
    await services.workOrders.remove(auth, deleted, true);
    expect(
      (await allocate({ equipamentoId: machineA, ordensId: [deleted], dataDesejada: date })).json().code,
    ).toBe('planningOrderNotPlannable');
  });

  it('refuses a machine outside the group with 400 and an applicator with 403', async () => {
    const date = ownDay();
    const order = await makeOrder([liquidProduct]);
    const outside = await allocate({ equipamentoId: oneBin, ordensId: [order], dataDesejada: date });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().code).toBe('planningMachineNotInGroup');
    expect(
      (await allocate({ equipamentoId: machineA, ordensId: [order], dataDesejada: date }, applicator))
        .statusCode,
    ).toBe(403);
  });

  it('removes an order: a new version without it, and the order is no longer in use', async () => {
    const date = ownDay();
    const before = await customDay(machineD, 2, date);
    const order = before.items[0]!.cdOrdemServico!;
    const response = await call(token, 'POST', `${base}/remover-ordem`, {
      planejamentoId: before.planejamentoId,
      ordemId: order,
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json<TPlan>();
    expect(after).toMatchObject({ version: before.version + 1, canRevert: true });
    expect(after.items.map((item) => item.cdOrdemServico)).not.toContain(order);
    expect((await call(token, 'GET', `/api/ordemservicos/uso/${order}`)).json().inUse).toBe(false);
    const missing = await call(token, 'POST', `${base}/remover-ordem`, {
      planejamentoId: after.planejamentoId,
      ordemId: order,
      version: after.version,
    });
    expect(missing.json().code).toBe('planningOrderNotInPlan');
  });
});

describe('concurrency: every change carries the plan version', () => {
  it('two planners change the same day: the second gets 409 with the fresh plan, and nothing is lost', async () => {
    const date = ownDay();
    const seed = (
      await allocate({
        equipamentoId: machineA,
        ordensId: [await makeOrder([liquidProduct])],
        dataDesejada: date,
      })
    ).json<TPlan>();
    const [mine, theirs] = [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])];
    const first = await allocate(
      {
        equipamentoId: machineA,
        ordensId: [mine],
        dataDesejada: date,
        planejamentoId: seed.planejamentoId,
        version: seed.version,
      },
      token,
    );
    expect(first.statusCode).toBe(200);
    const second = await allocate(
      {
        equipamentoId: machineA,
        ordensId: [theirs],
        dataDesejada: date,
        planejamentoId: seed.planejamentoId,
        version: seed.version,
      },
      manager,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('planningStaleVersion');
    const fresh = second.json().details.plan as TPlan;
    expect(fresh.items.map((item) => item.cdOrdemServico)).toContain(mine);
    const retried = await allocate(
      {
        equipamentoId: machineA,
        ordensId: [theirs],
        dataDesejada: date,
        planejamentoId: fresh.planejamentoId,
        version: fresh.version,
      },
      manager,
    );
    expect(retried.statusCode).toBe(200);
    const final = (await planOf(date, machineA))!;
    expect(final.items.map((item) => item.cdOrdemServico)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it('two changes at the same moment: exactly one wins, the other answers 409', async () => {
    const date = ownDay();
    const plan = await customDay(machineA, 1, date);
    const [mine, theirs] = [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])];
    const responses = await Promise.all(
      [mine, theirs].map((order, index) =>
        allocate(
          {
            equipamentoId: machineA,
            ordensId: [order],
            dataDesejada: date,
            planejamentoId: plan.planejamentoId,
            version: plan.version,
          },
          index ? manager : token,
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const final = (await planOf(date, machineA))!;
    const held = final.items.map((item) => item.cdOrdemServico);
    expect([mine, theirs].filter((order) => held.includes(order))).toHaveLength(1);
    expect(final.version).toBe(plan.version + 1);
  });

  it('a stale remove answers 409 and removes nothing', async () => {
    const date = ownDay();
    const plan = await customDay(machineA, 2, date);
    const ok = await call(token, 'POST', `${base}/remover-ordem`, {
      planejamentoId: plan.planejamentoId,
      ordemId: plan.items[0]!.cdOrdemServico,
      version: plan.version,
    });
    expect(ok.statusCode).toBe(200);
    const stale = await call(manager, 'POST', `${base}/remover-ordem`, {
      planejamentoId: plan.planejamentoId,
      ordemId: plan.items[1]!.cdOrdemServico,
      version: plan.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(
      stale.json().details.plan.items.map((item: { cdOrdemServico: number }) => item.cdOrdemServico),
    ).toContain(plan.items[1]!.cdOrdemServico);
  });
});

describe('an optimised plan is never edited in place', () => {
  it('a change to an optimised plan answers 409 offering a custom plan; /alocar-ordem/cria-apartir-automatico makes it', async () => {
    const date = ownDay();
    const [kept, added] = [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])];
    await optimise(date, [{ equipmentId: machineB, orders: [kept] }]);
    const automatic = (await planOf(date, machineB))!;
    const refused = await allocate({
      equipamentoId: machineB,
      ordensId: [added],
      dataDesejada: date,
      planejamentoId: automatic.planejamentoId,
      version: automatic.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'planningAutomaticNotEditable',
      details: { createCustom: true, planejamentoId: automatic.planejamentoId },
    });
    const removal = await call(token, 'POST', `${base}/remover-ordem`, {
      planejamentoId: automatic.planejamentoId,
      ordemId: kept,
      version: automatic.version,
    });
    expect(removal.json().code).toBe('planningAutomaticNotEditable');

    const created = await call(token, 'POST', `${base}/alocar-ordem/cria-apartir-automatico`, {
      configuracaoId: spray.id,
      equipamentoId: machineB,
      ordensId: [added],
      dataDesejada: date,
      planejamentoId: automatic.planejamentoId,
      version: automatic.version,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      tipo: 'MANUAL',
      active: true,
      hasAutomatic: true,
      canRevert: true,
    });
    expect(created.json().items.map((item: { cdOrdemServico: number }) => item.cdOrdemServico)).toEqual([
      kept,
      added,
    ]);
    const preview = (await planOf(date, machineB, '&tipo=AUTOMATICO'))!;
    expect(preview).toMatchObject({ planejamentoId: automatic.planejamentoId, active: false });
    expect(preview.items.map((item) => item.cdOrdemServico)).toEqual([kept]);
  });

  it('/reverter goes back to the optimised plan the custom one was made from', async () => {
    const date = ownDay();
    const custom = await customFromOptimised(date);
    const preview = await call(
      token,
      'GET',
      `${base}/reverter/previa?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}`,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ tipo: 'AUTOMATICO' });
    expect(preview.json<TPlan>().items.map((item) => item.cdOrdemServico)).toHaveLength(1);
    expect((await planOf(date, machineB))!).toMatchObject({
      planejamentoId: custom.planejamentoId,
      version: custom.version,
      tipo: 'MANUAL',
    });
    const response = await call(
      token,
      'GET',
      `${base}/reverter?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}&version=${custom.version}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tipo: 'AUTOMATICO', active: true, hasManual: false });
    const again = await call(
      token,
      'GET',
      `${base}/reverter?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('planningNothingToRevert');
    const nothing = await call(
      token,
      'GET',
      `${base}/reverter/previa?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}`,
    );
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('planningNothingToRevert');
  });

  it('/cria-apartir-automatico copies the optimised day as it is; /versao/ativar switches between them', async () => {
    const date = ownDay();
    const laterDate = ownDay();
    await optimisedOrder(date, machineB);
    const automatic = (await planOf(date, machineB))!;
    const created = await call(token, 'POST', `${base}/cria-apartir-automatico`, {
      referencia: date,
      configuracaoId: spray.id,
      equipamentoId: machineB,
    });
    expect(created.statusCode).toBe(200);
    const custom = created.json<TPlan>();
    expect(custom).toMatchObject({ tipo: 'MANUAL', active: true });
    expect(custom.items.map((item) => [item.cdOrdemServico, item.plannedStart, item.appliedSeconds])).toEqual(
      automatic.items.map((item) => [item.cdOrdemServico, item.plannedStart, item.appliedSeconds]),
    );
    const activated = await call(
      token,
      'GET',
      `${base}/versao/ativar?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}&tipo=AUTOMATICO`,
    );
    expect(activated.json()).toMatchObject({ tipo: 'AUTOMATICO', active: true, hasManual: true });
    expect((await planOf(date, machineB))!.tipo).toBe('AUTOMATICO');
    await call(
      token,
      'GET',
      `${base}/versao/ativar?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}&tipo=MANUAL`,
    );
    expect((await planOf(date, machineB))!.tipo).toBe('MANUAL');
    const none = await call(
      token,
      'GET',
      `${base}/versao/ativar?referencia=${laterDate}&configuracaoId=${spray.id}&equipamentoId=${machineB}&tipo=MANUAL`,
    );
    expect(none.statusCode).toBe(404);
  });

  it('reverting a custom change restores the previous version with its order', async () => {
    const date = ownDay();
    await optimisedOrder(date, machineB);
    const copied = await call(token, 'POST', `${base}/cria-apartir-automatico`, {
      referencia: date,
      configuracaoId: spray.id,
      equipamentoId: machineB,
    });
    expect(copied.statusCode).toBe(200);
    const before = copied.json<TPlan>();
    const order = before.items[0]!.cdOrdemServico!;
    const removed = (
      await call(token, 'POST', `${base}/remover-ordem`, {
        planejamentoId: before.planejamentoId,
        ordemId: order,
        version: before.version,
      })
    ).json<TPlan>();
    const preview = await call(
      token,
      'GET',
      `${base}/reverter/previa?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}`,
    );
    expect(preview.statusCode).toBe(200);
    // The custom version before the removal, not the optimised plan the day also has.
    expect(preview.json()).toMatchObject({ planejamentoId: before.planejamentoId, tipo: 'MANUAL' });
    expect(preview.json<TPlan>().items.map((item) => item.cdOrdemServico)).toContain(order);
    const reverted = (
      await call(
        token,
        'GET',
        `${base}/reverter?referencia=${date}&configuracaoId=${spray.id}&equipamentoId=${machineB}&version=${removed.version}`,
      )
    ).json<TPlan>();
    expect(reverted).toMatchObject({
      planejamentoId: before.planejamentoId,
      tipo: 'MANUAL',
      version: removed.version + 1,
    });
    expect(reverted.items.map((item) => item.cdOrdemServico)).toContain(order);
  });
});

describe('moving an order between machines (POST /mover-ordem)', () => {
  const machineC = spray.equipments[2]!.cdEquipamento;
  const move = (body: Record<string, unknown>, fromOptimised = true) =>
    call(token, 'POST', `${base}/mover-ordem${fromOptimised ? '/cria-apartir-automatico' : ''}`, {
      configuracaoId: spray.id,
      ...body,
    });
  const ordersOf = async (date: string, equipmentId: number) =>
    ((await planOf(date, equipmentId))?.items ?? []).map((item) => item.cdOrdemServico);

  /** What moves an order from machine A's day to another machine's, at the versions both days have now. */
  async function moveFromA(date: string, ordemId: number, to = machineB) {
    const [source, target] = [(await planOf(date, machineA))!, (await planOf(date, to))!];
    return {
      equipamentoId: to,
      ordemId,
      dataDesejada: date,
      planejamentoId: target.planejamentoId,
      version: target.version,
      origemPlanejamentoId: source.planejamentoId,
      origemVersion: source.version,
    };
  }

  /**
   * An optimised day: machine A holds a split order and another, C the split order's other field,
   * and B a third order (or C after the split order's field, `otherOnC`).
   */
  async function splitDay(date: string, { otherOnC = false } = {}) {
    const [split, kept, other] = (await liquidOrders(3)) as [number, number, number];
    await optimise(
      date,
      otherOnC
        ? [
            { equipmentId: machineA, orders: [split, kept] },
            { equipmentId: machineC, orders: [split, other] },
          ]
        : [
            { equipmentId: machineA, orders: [split, kept] },
            { equipmentId: machineB, orders: [other] },
            { equipmentId: machineC, orders: [split] },
          ],
    );
    return { split, kept, other };
  }

  it('moves a split order whole in one change: off A and C, into B at the position, both days custom', async () => {
    const date = ownDay();
    const { split, kept, other } = await splitDay(date);
    const body = await moveFromA(date, split);
    // Allocating alone is refused: the order is still in the day on C.
    const allocation = await call(token, 'POST', `${base}/alocar-ordem/cria-apartir-automatico`, {
      configuracaoId: spray.id,
      equipamentoId: machineB,
      ordensId: [split],
      dataDesejada: date,
      planejamentoId: body.planejamentoId,
      version: body.version,
    });
    expect(allocation.json().code).toBe('planningOrderAlreadyInSchedule');

    const moved = await move({ ...body, posicao: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ tipo: 'MANUAL', equipamentoId: machineB });
    expect(await ordersOf(date, machineB)).toEqual([split, other]);
    expect(await ordersOf(date, machineA)).toEqual([kept]);
    expect(await ordersOf(date, machineC)).toEqual([]);
    expect((await planOf(date, machineA))!.tipo).toBe('MANUAL');
  });

  it('moves a split order onto the machine holding its other part as one item', async () => {
    const date = ownDay();
    const { split, kept, other } = await splitDay(date, { otherOnC: true });
    const moved = await move(await moveFromA(date, split, machineC));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await ordersOf(date, machineC)).toEqual([other, split]);
    expect(await ordersOf(date, machineA)).toEqual([kept]);
  });

  it("leaves a tender truck's day as it was: its meeting with the order is not a day the order leaves", async () => {
    const tender = spray.tenderTrucks[0]?.cdEquipamento;
    expect(tender).toBeDefined();
    const date = ownDay();
    const { split } = await splitDay(date);
    await saveOptimised(date, [{ equipmentId: tender!, items: [{ ...orderItem(split), kind: 'meeting' }] }]);
    const tenderPlan = (await planOf(date, tender!))!;
    const moved = await move(await moveFromA(date, split));
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await planOf(date, tender!))!;
    expect(after).toMatchObject({ planejamentoId: tenderPlan.planejamentoId, tipo: 'AUTOMATICO' });
    expect(after.items.map((item) => [item.kind, item.cdOrdemServico])).toEqual([['meeting', split]]);
  });

  it('a refused move leaves both days as they were: a stale target, a stale source, an order not on the source', async () => {
    const date = ownDay();
    const { split, kept, other } = await splitDay(date);
    const body = await moveFromA(date, kept);
    const staleTarget = await move({ ...body, version: body.version + 1 });
    expect(staleTarget.statusCode).toBe(409);
    const staleSource = await move({ ...body, origemVersion: body.origemVersion + 1 });
    expect(staleSource.statusCode).toBe(409);
    const notThere = await move({ ...body, ordemId: other });
    expect(notThere.statusCode).toBe(409);
    expect(notThere.json().code).toBe('planningOrderNotInPlan');
    const otherDate = await move({ ...body, dataDesejada: ownDay() });
    expect(otherDate.statusCode).toBe(400);
    expect(otherDate.json().code).toBe('planningMoveOtherDate');
    // Onto an optimised day without the custom-plan variant: the offer, nothing changed.
    const optimised = await move(body, false);
    expect(optimised.json().code).toBe('planningAutomaticNotEditable');

    expect(await ordersOf(date, machineA)).toEqual([split, kept]);
    expect(await ordersOf(date, machineB)).toEqual([other]);
    expect(await ordersOf(date, machineC)).toEqual([split]);
    expect((await planOf(date, machineA))!.tipo).toBe('AUTOMATICO');
  });
});

describe('a past plan is read-only', () => {
  it('refuses changes to a past day with 409', async () => {
    const pastDate = ownPastDay();
    await optimisedOrder(pastDate, machineA);
    const past = (await planOf(pastDate, machineA))!;
    const removal = await call(token, 'POST', `${base}/remover-ordem`, {
      planejamentoId: past.planejamentoId,
      ordemId: past.items[0]!.cdOrdemServico,
      version: past.version,
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({
      code: 'planningPastPlan',
      message: 'A past plan cannot be changed',
    });
    const allocation = await allocate({
      equipamentoId: machineC,
      ordensId: [await makeOrder([liquidProduct])],
      dataDesejada: pastDate,
    });
    expect(allocation.json().code).toBe('planningPastPlan');
    const revert = await call(
      token,
      'GET',
      `${base}/reverter?referencia=${pastDate}&configuracaoId=${spray.id}&equipamentoId=${machineA}`,
    );
    expect(revert.json().code).toBe('planningPastPlan');
  });
});

describe('extra orders: an order in a future schedule needs confirmation before it becomes an extra today', () => {
  it('asks to confirm, then moves the order out of the future day into today as an extra', async () => {
    const date = ownDay();
    const [planned, future] = [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])];
    const todays = (
      await allocate({ equipamentoId: machineD, ordensId: [planned], dataDesejada: today })
    ).json<TPlan>();
    expect(todays.items[0]!.ordemExtra).toBe(false);
    await allocate({ equipamentoId: machineC, ordensId: [future], dataDesejada: date });
    const asked = await allocate({
      equipamentoId: machineD,
      ordensId: [future],
      dataDesejada: today,
      planejamentoId: todays.planejamentoId,
      version: todays.version,
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'planningOrderInFutureSchedule',
      details: { needsConfirmation: true, scheduledOn: [date] },
    });
    const moved = await allocate({
      equipamentoId: machineD,
      ordensId: [future],
      dataDesejada: today,
      planejamentoId: todays.planejamentoId,
      version: todays.version,
      confirmExtra: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(
      moved
        .json()
        .items.filter((item: { kind: string }) => item.kind === 'order')
        .map((item: { cdOrdemServico: number; ordemExtra: boolean; ordemExtraAceita: boolean }) => [
          item.cdOrdemServico,
          item.ordemExtra,
          item.ordemExtraAceita,
        ]),
    ).toEqual([
      [planned, false, false],
      [future, true, false],
    ]);
    expect((await planOf(date, machineC))!.items.map((item) => item.cdOrdemServico)).not.toContain(future);
  });

  it('confirms an extra order (POST /confirma-ordem-extra) and refuses one that is not extra with 409', async () => {
    const { plan, planned: regular, extra } = await todayWithExtra(machineC, machineA);
    const confirmed = await call(token, 'POST', `${base}/confirma-ordem-extra`, {
      planejamentoId: plan.planejamentoId,
      ordemId: extra,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(
      confirmed.json().items.find((item: { cdOrdemServico: number }) => item.cdOrdemServico === extra),
    ).toMatchObject({ ordemExtra: true, ordemExtraAceita: true });
    const notExtra = await call(token, 'POST', `${base}/confirma-ordem-extra`, {
      planejamentoId: confirmed.json().planejamentoId,
      ordemId: regular,
    });
    expect(notExtra.json().code).toBe('planningNotExtraOrder');
  });

  it('undoes an extra order (POST /confirma-desfazer-ordem-extra): it leaves the day', async () => {
    const { plan, extra } = await todayWithExtra(machineB, machineA);
    expect(plan.items.find((item) => item.cdOrdemServico === extra)!.ordemExtra).toBe(true);
    const undone = await call(token, 'POST', `${base}/confirma-desfazer-ordem-extra`, {
      planejamentoId: plan.planejamentoId,
      ordemId: extra,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().items.map((item: { cdOrdemServico: number }) => item.cdOrdemServico)).not.toContain(
      extra,
    );
    const stale = await call(token, 'POST', `${base}/confirma-desfazer-ordem-extra`, {
      planejamentoId: plan.planejamentoId,
      ordemId: extra,
    });
    expect(stale.json().code).toBe('planningStaleVersion');
  });
});

describe('a day already sent to the machine', () => {
  it('needs confirmSent to change; the change keeps the send, is pending a re-send and is announced live', async () => {
    const date = ownDay();
    const plan = (
      await allocate({
        equipamentoId: machineA,
        ordensId: [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])],
        dataDesejada: date,
      })
    ).json<TPlan>();
    const sentAt = new Date();
    await database.db.transaction((tx) => services.plans.markSent(tx, plan.planejamentoId, sentAt));
    const body = {
      planejamentoId: plan.planejamentoId,
      ordemId: plan.items[0]!.cdOrdemServico,
      version: plan.version,
    };
    const asked = await call(token, 'POST', `${base}/remover-ordem`, body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      code: 'planningSentNeedsConfirmation',
      details: { needsConfirmation: true },
    });
    const events: unknown[] = [];
    const stop = services.live.subscribe((topic, message) => {
      if (message.event === 'plan-changed') events.push({ topic, payload: message.payload });
    });
    const changed = await call(token, 'POST', `${base}/remover-ordem`, { ...body, confirmSent: true });
    stop();
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ sentAt: sentAt.toISOString(), resendPending: true });
    expect(events).toEqual([
      {
        topic: 'DEMO',
        payload: expect.objectContaining({
          planejamentoId: changed.json().planejamentoId,
          equipamentoId: machineA,
          resendPending: true,
        }),
      },
    ]);
    const allocation = await allocate({
      equipamentoId: machineA,
      ordensId: [await makeOrder([liquidProduct])],
      dataDesejada: date,
      planejamentoId: changed.json().planejamentoId,
      version: changed.json().version,
    });
    expect(allocation.json().code).toBe('planningSentNeedsConfirmation');
  });

  it('/uso/nao-pode-excluir lists the orders a sent day holds', async () => {
    const date = ownDay();
    const plan = (
      await allocate({
        equipamentoId: machineA,
        ordensId: [await makeOrder([liquidProduct])],
        dataDesejada: date,
      })
    ).json<TPlan>();
    await database.db.transaction((tx) => services.plans.markSent(tx, plan.planejamentoId, new Date()));
    const held = plan.items[0]!.cdOrdemServico!;
    const free = await makeOrder([liquidProduct]);
    const response = await call(token, 'GET', `${base}/uso/nao-pode-excluir?ordensId=${held},${free}`);
    expect(response.json()).toEqual([held]);
  });
});

describe('sequence and cleanouts', () => {
  it('saves a new sequence as a save-sequence job polled by its process hash', async () => {
    const date = ownDay();
    const plan = (
      await allocate({
        equipamentoId: machineB,
        ordensId: [
          await makeOrder([liquidProduct]),
          await makeOrder([liquidProduct]),
          await makeOrder([liquidProduct]),
        ],
        dataDesejada: date,
      })
    ).json<TPlan>();
    const reversed = [...plan.items].reverse();
    const started = await call(token, 'PUT', `${base}/aceita-alteracoes/salva-sequencia`, {
      planejamentoId: plan.planejamentoId,
      version: plan.version,
      itemIds: reversed.map((item) => item.id),
    });
    expect(started.statusCode).toBe(200);
    const { processHash } = started.json();
    await services.planningJobs.settle(processHash);
    const job = (await call(token, 'GET', `${base}/status-otimizacao/${processHash}`)).json();
    expect(job).toMatchObject({ status: 'concluido', type: 'save-sequence', code: 900 });
    const saved = (await planOf(date, machineB))!;
    expect(saved.version).toBe(plan.version + 1);
    expect(saved.items.map((item) => item.cdOrdemServico)).toEqual(
      reversed.map((item) => item.cdOrdemServico),
    );
  });

  it('saves several days in one job (PUT /aceita-alteracoes/multiplos)', async () => {
    const date = ownDay();
    const first = await customDay(machineB, 3, date);
    const second = (
      await allocate({
        equipamentoId: machineC,
        ordensId: [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])],
        dataDesejada: date,
      })
    ).json<TPlan>();
    const body = [first, second].map((plan) => ({
      planejamentoId: plan.planejamentoId,
      version: plan.version,
      itemIds: [...plan.items].reverse().map((item) => item.id),
    }));
    const { processHash } = (await call(token, 'PUT', `${base}/aceita-alteracoes/multiplos`, body)).json();
    await services.planningJobs.settle(processHash);
    expect((await call(token, 'GET', `${base}/status-otimizacao/${processHash}`)).json()).toMatchObject({
      status: 'concluido',
      type: 'save-sequence',
    });
    for (const plan of [first, second]) {
      const saved = (await planOf(date, plan.equipamentoId))!;
      expect(saved.version).toBe(plan.version + 1);
      expect(saved.items.filter((item) => item.kind === 'order').map((item) => item.cdOrdemServico)).toEqual(
        [...plan.items]
          .reverse()
          .filter((item) => item.kind === 'order')
          .map((item) => item.cdOrdemServico),
      );
    }
  });

  it('refuses a sequence that does not list every item once with 400, and a stale one with 409', async () => {
    const date = ownDay();
    const plan = await customDay(machineB, 3, date);
    const ids = plan.items.map((item) => item.id);
    const partial = await call(token, 'PUT', `${base}/aceita-alteracoes/salva-sequencia`, {
      planejamentoId: plan.planejamentoId,
      version: plan.version,
      itemIds: ids.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().code).toBe('planningSequenceMismatch');
    const repeated = await call(token, 'PUT', `${base}/aceita-alteracoes/salva-sequencia`, {
      planejamentoId: plan.planejamentoId,
      version: plan.version,
      itemIds: [ids[0], ...ids.slice(0, -1)],
    });
    expect(repeated.statusCode).toBe(400);
    const stale = await call(token, 'PUT', `${base}/aceita-alteracoes/salva-sequencia`, {
      planejamentoId: plan.planejamentoId,
      version: plan.version - 1,
      itemIds: ids,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('adds a cleanout at a position with the machine cleaning time, and removes it', async () => {
    const date = ownDay();
    const plan = await customDay(machineB, 3, date);
    const added = await call(token, 'POST', `${base}/manual/salvar-limpeza`, {
      planejamentoId: plan.planejamentoId,
      version: plan.version,
      posicao: 2,
    });
    expect(added.statusCode).toBe(200);
    const withCleanout = added.json<TPlan>();
    const cleanout = withCleanout.items.find((item) => item.kind === 'cleanout')!;
    expect(withCleanout.items.filter((item) => item.kind !== 'refill').map((item) => item.kind)).toEqual([
      'order',
      'cleanout',
      'order',
      'order',
    ]);
    expect(cleanout.cleaningSeconds).toBe(
      spray.equipments.find((member) => member.cdEquipamento === machineB)!.cleaningTime ?? 0,
    );
    const far = await call(token, 'POST', `${base}/manual/salvar-limpeza`, {
      planejamentoId: withCleanout.planejamentoId,
      version: withCleanout.version,
      posicao: 99,
    });
    expect(far.statusCode).toBe(400);
    const notCleanout = await call(
      token,
      'GET',
      `${base}/manual/remover-limpeza?itemId=${withCleanout.items[0]!.id}&planejamentoId=${withCleanout.planejamentoId}`,
    );
    expect(notCleanout.json().code).toBe('planningCleanoutNotFound');
    const removed = await call(
      token,
      'GET',
      `${base}/manual/remover-limpeza?itemId=${cleanout.id}&planejamentoId=${withCleanout.planejamentoId}&version=${withCleanout.version}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(
      removed
        .json()
        .items.map((item: { kind: string }) => item.kind)
        .filter((kind: string) => kind !== 'refill'),
    ).toEqual(['order', 'order', 'order']);
  });
});

describe('a required cleanout (GET /manual/remover-limpeza)', () => {
  // Two liquid products of different cleanout classes: the tank is cleaned between them.
  const [herbicide, fungicide] = [['HERBICIDE'], ['FUNGICIDE']].map(([family]) =>
    products.find(
      (product) =>
        product.typeProduct === 'LIQUID' &&
        product.missingWeather.length === 0 &&
        product.cleaningFamily === family,
    )!,
  ) as [(typeof products)[number], (typeof products)[number]];

  it('refuses to remove a cleanout between products that cannot share the tank, naming both families', async () => {
    const workday = ownDay();
    expect(herbicide).toBeDefined();
    expect(fungicide).toBeDefined();
    const first = await makeOrder([herbicide.id]);
    const second = await makeOrder([fungicide.id]);
    const allocated = await allocate({
      equipamentoId: machineD,
      ordensId: [first, second],
      dataDesejada: workday,
    });
    expect(allocated.statusCode).toBe(200);
    const plan = allocated.json<TPlan>();
    const kinds = plan.items.filter((item) => item.kind !== 'refill').map((item) => item.kind);
    expect(kinds).toEqual(['order', 'cleanout', 'order']);
    const cleanout = plan.items.find((item) => item.kind === 'cleanout')!;
    const url = `${base}/manual/remover-limpeza?itemId=${cleanout.id}&planejamentoId=${plan.planejamentoId}&version=${plan.version}`;

    const refused = await call(token, 'GET', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'planningCleanoutRequired',
      message: 'This cleanout is required: herbicides and fungicides cannot share the tank without cleaning',
      details: { ordensId: [first, second] },
    });
    const inPortuguese = await call(token, 'GET', url, undefined, { locale: 'pt-br' });
    expect(inPortuguese.json().message).toBe(
      'Esta limpeza é obrigatória: herbicidas e fungicidas não podem compartilhar o tanque sem limpeza',
    );
    // Nothing was written: the day keeps its version and its cleanout.
    const kept = (await planOf(workday, machineD))!;
    expect(kept.version).toBe(plan.version);
    expect(kept.items.some((item) => item.id === cleanout.id)).toBe(true);
  });
});

describe('reschedule (PUT /reschedule, /rescheduleV2) and clearing machines', () => {
  it('moves an order to another day and machine', async () => {
    const date = ownDay();
    const laterDate = ownDay();
    const order = await makeOrder([liquidProduct]);
    await allocate({ equipamentoId: machineC, ordensId: [order], dataDesejada: date });
    const response = await call(token, 'PUT', `${base}/rescheduleV2`, {
      ordensId: [order],
      dataDesejada: laterDate,
      configuracaoId: spray.id,
      equipamentoId: machineD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().plan.items.map((item: { cdOrdemServico: number }) => item.cdOrdemServico)).toEqual(
      [order],
    );
    expect((await planOf(date, machineC))!.items).toEqual([]);
  });

  it('without a machine the order leaves its schedules', async () => {
    const date = ownDay();
    const laterDate = ownDay();
    const order = (await customDay(machineD, 1, date)).items[0]!.cdOrdemServico!;
    const response = await call(token, 'PUT', `${base}/reschedule`, {
      ordensId: [order],
      dataDesejada: laterDate,
      configuracaoId: spray.id,
    });
    expect(response.json()).toEqual({ plan: null });
    expect((await call(token, 'GET', `${base}/uso/${order}`)).json()).toMatchObject({
      inUse: false,
      plans: [],
    });
  });

  it('refuses a void or deleted order with 409', async () => {
    const date = ownDay();
    const laterDate = ownDay();
    const order = await makeOrder([liquidProduct]);
    await allocate({ equipamentoId: machineC, ordensId: [order], dataDesejada: date });
    await services.workOrders.cancel(auth, order);
    const response = await call(token, 'PUT', `${base}/reschedule`, {
      ordensId: [order],
      dataDesejada: laterDate,
      configuracaoId: spray.id,
      equipamentoId: machineC,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'workOrderCannotReschedule',
      message: 'A void or deleted work order cannot be rescheduled',
    });
    expect(
      (
        await call(
          token,
          'GET',
          `${base}/cancelled_or_deleted/?ordensId=${order},${sprayOrders[0]!.cdOrdemServico}`,
        )
      ).json(),
    ).toEqual([order]);
  });

  it("DELETE /{configuracaoId}/equipamentos clears machines' days, keeping them as history", async () => {
    const date = ownDay();
    const before = await customDay(machineC, 1, date);
    const response = await call(
      token,
      'DELETE',
      `${base}/${spray.id}/equipamentos?ids=${machineC}&data=${date}`,
    );
    expect(response.statusCode).toBe(204);
    expect(await planOf(date, machineC)).toBeUndefined();
    expect((await call(token, 'GET', `${base}/uso/${before.items[0]!.cdOrdemServico}`)).json().inUse).toBe(
      false,
    );
  });
});

describe('orders of a plan and usage', () => {
  it('cancels, resets and closes a planned order through the work-orders service; refuses an order not in the plan', async () => {
    const date = ownDay();
    const order = await makeOrder([liquidProduct]);
    const plan = (
      await allocate({ equipamentoId: machineC, ordensId: [order], dataDesejada: date })
    ).json<TPlan>();
    const canceled = await call(
      token,
      'GET',
      `${base}/${plan.planejamentoId}/operacao-ordem/${order}/sgp/cancelar`,
    );
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().status).toBe(3);
    expect(
      (
        await call(token, 'GET', `${base}/${plan.planejamentoId}/operacao-ordem/${order}/sgp/resetar-status`)
      ).json().status,
    ).toBe(1);
    await call(token, 'GET', `${base}/${plan.planejamentoId}/operacao-ordem/${order}/sgp/cancelar`);
    const reset = await call(
      token,
      'GET',
      `${base}/${plan.planejamentoId}/operacao-ordem/${order}/resetar-status`,
    );
    expect(reset.json().status).toBe(1);
    const closed = await call(
      token,
      'GET',
      `${base}/${plan.planejamentoId}/operacao-ordem/${order}/sgp/fechar?termino=${encodeURIComponent(new Date().toISOString())}&cleanEquipment=true&equipamentoId=${machineC}`,
    );
    expect(closed.json()).toMatchObject({ status: 4, cleanEquipment: true });
    const notInPlan = await call(
      token,
      'GET',
      `${base}/${plan.planejamentoId}/operacao-ordem/${sprayOrders[0]!.cdOrdemServico}/sgp/cancelar`,
    );
    expect(notInPlan.json().code).toBe('planningOrderNotInPlan');
    expect(
      (await call(otherToken, 'GET', `${base}/${plan.planejamentoId}/operacao-ordem/${order}/sgp/cancelar`))
        .statusCode,
    ).toBe(404);
  });

  it('/uso/{id} lists the plans from today on, /todos past ones too, /uso/multiple several orders', async () => {
    const date = ownDay();
    const pastDate = ownPastDay();
    await optimisedOrder(pastDate, machineA);
    const past = (await planOf(pastDate, machineA))!;
    const order = past.items[0]!.cdOrdemServico!;
    expect((await call(token, 'GET', `${base}/uso/${order}`)).json()).toMatchObject({
      cdOrdemServico: order,
      inUse: false,
    });
    const all = (await call(token, 'GET', `${base}/uso/${order}/todos`)).json();
    expect(all).toMatchObject({
      inUse: true,
      uses: 1,
      plans: [{ planejamentoId: past.planejamentoId, referencia: pastDate, tipo: 'AUTOMATICO' }],
    });
    const future = (await customDay(machineC, 1, date)).items[0]!.cdOrdemServico!;
    const many = (await call(token, 'POST', `${base}/uso/multiple`, { ids: [order, future] })).json();
    expect(
      many.map((usage: { cdOrdemServico: number; inUse: boolean }) => [usage.cdOrdemServico, usage.inUse]),
    ).toEqual([
      [order, false],
      [future, true],
    ]);
    expect((await call(otherToken, 'GET', `${base}/uso/${order}`)).statusCode).toBe(404);
  });

  it("/inconsistencia/produtos/{id} answers the order's product causes", async () => {
    const inconsistent = ready.find((order) =>
      order.inconsistencies.some((cause) => cause.startsWith('SEM_')),
    );
    const order = inconsistent ?? sprayOrders[0]!;
    const response = (
      await call(token, 'GET', `${base}/inconsistencia/produtos/${order.cdOrdemServico}`)
    ).json();
    expect(response).toEqual({
      cdOrdemServico: order.cdOrdemServico,
      inconsistencias: order.inconsistencies.filter((cause) => cause.startsWith('SEM_')),
    });
  });
});

describe('demo schedules', () => {
  it("hold the Mato Grosso spray crew's days: yesterday sent and read-only, the next sprayable day optimised and one custom with a cleanout", async () => {
    const ana = await login('manager');
    const anaAuth = (await services.auth.authenticate(ana))!;
    const crews = await services.equipmentGroups.all(anaAuth);
    const crew = await services.equipmentGroups.get(
      anaAuth,
      crews.find((group) => group.mixtureType === 'LIQUID' && !group.robot)!.id,
    );
    expect(crew.timeZone).toBe('America/Cuiaba');
    const localToday = demoToday(crew.timeZone);
    const search = async (date: string) =>
      (await call(ana, 'GET', `${base}/_search?data=${date}&configuracaoId=${crew.id}`)).json<TPlan[]>();
    // The days ahead lie on today, or on the first day of the forecast with windows when rain or
    // wind closes today: a day before them holds no plan, not an empty one.
    const ahead = [0, 1, 2, 3].map((days) => addDays(localToday, days));
    const planned: { date: string; plans: TPlan[] }[] = [];
    for (const date of ahead) planned.push({ date, plans: await search(date) });
    const first = planned.findIndex((entry) => entry.plans.length > 0);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(planned.slice(first + 1).every((entry) => entry.plans.length === 0)).toBe(true);
    const days = planned[first]!.plans;
    expect(days.map((plan) => [plan.tipo, plan.active, plan.hasAutomatic])).toEqual([
      ['AUTOMATICO', true, true],
      ['MANUAL', true, true],
    ]);
    const orderItems = (plan: TPlan) => plan.items.filter((item) => item.kind === 'order');
    expect(orderItems(days[0]!).length).toBeGreaterThan(0);
    expect(days[0]!.items.every((item) => item.plannedStart !== null && item.description !== null)).toBe(
      true,
    );
    expect(days[0]!.summary.workedArea).toBeGreaterThan(0);
    // The custom day reverses the second sprayer's optimised orders with a cleanout after the first.
    if (orderItems(days[1]!).length) expect(days[1]!.items.map((item) => item.kind)).toContain('cleanout');
    const yesterdays = await search(addDays(localToday, -1));
    expect(yesterdays.length).toBe(2);
    expect(yesterdays.every((plan) => plan.readOnly && plan.sentAt !== null)).toBe(true);
  });
});

describe('a changed day is timed by the engine (retimeDay)', () => {
  it('times allocated orders in sequence inside the working period, with activities and figures', async () => {
    const workday = ownDay();
    const [first, second] = [await makeOrder([liquidProduct]), await makeOrder([liquidProduct])];
    const plan = (
      await allocate({ equipamentoId: machineD, ordensId: [first, second], dataDesejada: workday })
    ).json<TPlan>();
    const orders = plan.items.filter((item) => item.kind === 'order');
    expect(orders.map((item) => item.cdOrdemServico)).toEqual([first, second]);
    expect(orders.every((item) => item.plannedStart !== null && item.appliedSeconds > 0)).toBe(true);
    expect(Date.parse(orders[0]!.plannedStart!)).toBeGreaterThanOrEqual(Date.parse(plan.workingStart!));
    expect(Date.parse(orders[1]!.plannedStart!)).toBeGreaterThanOrEqual(Date.parse(orders[0]!.plannedEnd!));
    expect(plan.activities.some((activity) => activity.kind === 'application')).toBe(true);
    expect(plan.summary).toMatchObject({ orderCount: 2, equipmentCount: 1 });
    expect(plan.summary.workedTime).toBeGreaterThan(0);
  });

  it("travels at the road speed of the group's planning settings, as its optimisations do", async () => {
    const [early, late] = [ownDay(), ownDay()];
    const order = await makeOrder([liquidProduct]);
    const travel = (plan: TPlan) => plan.items.reduce((sum, item) => sum + item.travelSeconds, 0);
    const atDefault = (
      await allocate({ equipamentoId: machineD, ordensId: [order], dataDesejada: early })
    ).json<TPlan>();
    const removed = await call(token, 'POST', `${base}/remover-ordem`, {
      planejamentoId: atDefault.planejamentoId,
      ordemId: order,
      version: atDefault.version,
    });
    expect(removed.statusCode).toBe(200);
    const settings = await services.planningSettings.get(auth, spray.id);
    const { thermalInversion: _never, ...weather } = settings.weather;
    const input = { weighting: settings.weighting, weather };
    const saved = await services.planningSettings.save(auth, spray.id, {
      ...input,
      vehicle: 'robot',
      version: settings.version,
    });
    try {
      const atRobot = (
        await allocate({ equipamentoId: machineD, ordensId: [order], dataDesejada: late })
      ).json<TPlan>();
      // The robot profile's 6 km/h caps the sprayer's road speed (40 km/h by default).
      expect(travel(atRobot)).toBeGreaterThan(3 * travel(atDefault));
    } finally {
      await services.planningSettings.save(auth, spray.id, {
        ...input,
        vehicle: settings.vehicle,
        version: saved.version,
      });
    }
  });

  it('retimes a saved sequence in its new order', async () => {
    const workday = ownDay();
    const plan = await customDay(machineD, 2, workday);
    const reversed = [...plan.items].reverse();
    const { processHash } = (
      await call(token, 'PUT', `${base}/aceita-alteracoes/salva-sequencia`, {
        planejamentoId: plan.planejamentoId,
        version: plan.version,
        itemIds: reversed.map((item) => item.id),
      })
    ).json();
    await services.planningJobs.settle(processHash);
    const saved = (await planOf(workday, machineD))!;
    const orders = saved.items.filter((item) => item.kind === 'order');
    expect(orders.map((item) => item.cdOrdemServico)).toEqual(
      reversed.filter((item) => item.kind === 'order').map((item) => item.cdOrdemServico),
    );
    expect(Date.parse(orders[1]!.plannedStart!)).toBeGreaterThanOrEqual(Date.parse(orders[0]!.plannedEnd!));
  });
});
