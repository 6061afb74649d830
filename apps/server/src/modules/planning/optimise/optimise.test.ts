import { afterEach, describe, expect, it } from 'vitest';
import type { TPlan, TPlanningLogDetail, TWorkOrderListQuery } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { PLANNING_BASE } from '../planning.paths';
import { localDateOf, weekdayOf } from '../../../calendar/calendar';
import { checkPlanFeasibility } from '../testing/feasibility';
import { liquidGroupOf } from '../../../test/liquid-group';

const { app, call, login } = await createTestApp({ secondOwner: true });
const token = await login('dispatcher');
const otherToken = await login('dispatcher', { owner: 'other' });
const applicatorToken = await login('applicator');
const auth = (await app.services.auth.authenticate(token))!;
const services = app.services;
const API = `/api${PLANNING_BASE}`;

const group = await liquidGroupOf(services, auth);
const days = [1, 2, 3]
  .map((offset) => localDateOf(new Date(Date.now() + offset * 86_400_000), group.timeZone))
  .filter((date) => weekdayOf(date) !== 'SUN');
const all = (
  await services.workOrders.list(auth, {
    page: 0,
    size: 500,
    status: [1, 2, 3, 4, 5, 6, 7],
  } as unknown as TWorkOrderListQuery)
).content;
const ready = all.filter(
  (order) =>
    order.equipmentGroupId === group.id &&
    order.status === 1 &&
    order.skipedDate === null &&
    order.qtdAlertas === 0,
);
const machines = group.equipments.map((member) => member.cdEquipamento);

// The engine has forecasts for the next three days only, so the tests share these days: each
// leaves every machine's and tender truck's day empty, and passes alone and in any order.
afterEach(async () => {
  const ids = [...machines, ...group.tenderTrucks.map((tender) => tender.cdEquipamento)];
  for (const date of days)
    await services.plans.clearMachines(auth, group.id, { ids, data: date, confirmSent: true });
});

async function settle(processHash: string) {
  await services.planningJobs.settle(processHash);
  return (await call(token, 'GET', `${API}/status-otimizacao/${processHash}`)).json();
}

async function dayPlans(date: string) {
  const response = await call(token, 'GET', `${API}/_search?data=${date}&configuracaoId=${group.id}`);
  expect(response.statusCode).toBe(200);
  return response.json<TPlan[]>();
}

describe('optimise', () => {
  it('answers a process hash at once, then writes the optimised day, feasible under the independent checker (900)', async () => {
    const date = days[0]!;
    const orders = ready.slice(0, 6).map((order) => order.cdOrdemServico);
    const response = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
      data: date,
      configuracaoId: group.id,
      equipamentosId: machines.slice(0, 3),
      ordensId: orders,
      timeBudgetSeconds: 2,
    });
    expect(response.statusCode).toBe(200);
    const { processHash } = response.json<{ processHash: string }>();
    expect(processHash).toMatch(/^[0-9a-f]{32}$/);
    const job = await settle(processHash);
    expect(job).toMatchObject({ status: 'concluido', code: 900 });
    expect(job.result.assignedOrders + job.result.unassignedOrders).toBeGreaterThanOrEqual(orders.length);
    for (const entry of job.result.unassigned)
      expect(entry).toMatchObject({ cause: expect.any(String), code: expect.any(Number) });

    const plans = await dayPlans(date);
    const planned = plans.filter((plan) => plan.tipo === 'AUTOMATICO' && plan.active);
    // The chosen sprayers' days, and the days of the group's tender trucks that bring their loads.
    const tenders = group.tenderTrucks.map((tender) => tender.cdEquipamento);
    const sprayerPlans = planned.filter((plan) => !tenders.includes(plan.equipamentoId));
    expect(sprayerPlans.map((plan) => plan.equipamentoId).sort()).toEqual(machines.slice(0, 3).sort());
    for (const plan of planned.filter((entry) => tenders.includes(entry.equipamentoId)))
      expect(plan.items.every((item) => item.kind === 'load' || item.kind === 'meeting')).toBe(true);
    const placed = planned.flatMap((plan) =>
      plan.items.filter((item) => item.kind === 'order').map((item) => item.cdOrdemServico),
    );
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed).size).toBeLessThanOrEqual(orders.length);
    // The placed orders rank as scheduled in the work-order list, so they are no longer selectable.
    const listed = (
      await services.workOrders.list(auth, {
        page: 0,
        size: 500,
        status: [1, 2, 3, 4, 5, 6, 7],
      } as unknown as TWorkOrderListQuery)
    ).content;
    for (const order of new Set(placed)) {
      const row = listed.find((entry) => entry.cdOrdemServico === order);
      expect(row, `order ${order}`).toMatchObject({ rankName: 'scheduled', selectable: false });
    }
    const problems = await checkPlanFeasibility(services, auth, { date, groupId: group.id, plans: planned });
    expect(problems).toEqual([]);
    // The checker is not blind: an application moved to midnight breaks the working period and the windows.
    const busyPlan = planned.find((plan) =>
      plan.activities.some((activity) => activity.kind === 'application'),
    )!;
    const midnight = new Date(Date.parse(busyPlan.activities[0]!.start) - 12 * 3_600_000).toISOString();
    const tampered = {
      ...busyPlan,
      activities: busyPlan.activities.map((activity) =>
        activity.kind === 'application' ? { ...activity, start: midnight } : activity,
      ),
    };
    const found = await checkPlanFeasibility(services, auth, { date, groupId: group.id, plans: [tampered] });
    expect(found.some((problem) => problem.includes('outside the working period'))).toBe(true);
    expect(found.some((problem) => problem.includes('outside its spray windows'))).toBe(true);
    expect(found.some((problem) => problem.includes('overlaps'))).toBe(true);

    // The run is in the planning logs with its input, figures and time.
    const log = (
      await call(token, 'GET', `${API}/log/log-algorithm?processHash=${processHash}`)
    ).json<TPlanningLogDetail>();
    expect(log).toMatchObject({
      code: 900,
      configuracaoId: group.id,
      referencia: date,
      kind: 'optimise',
      input: { orderCount: orders.length, machineCount: 3, timeBudgetSeconds: 2 },
    });
    expect(log.result!.assignedArea).toBeGreaterThan(0);
    expect(log.durationSeconds).toBeGreaterThan(0);
    expect(log.orders.length).toBe(log.input.fieldCount);
    const byGroup = (
      await call(token, 'GET', `${API}/log-ordem-servico/configuracao/${group.id}?referencia=${date}`)
    ).json();
    expect(byGroup.content.map((entry: { processHash: string }) => entry.processHash)).toContain(processHash);
    const byOrder = (await call(token, 'GET', `${API}/log-ordem-servico/ordem/${orders[0]}`)).json();
    expect(byOrder.totalElements).toBeGreaterThanOrEqual(1);
    const outcomes = (
      await call(token, 'GET', `${API}/log/log-order-planning?referencia=${date}&configuracaoId=${group.id}`)
    ).json();
    expect(outcomes.length).toBe(log.orders.length);
    expect(
      (await call(token, 'GET', `${API}/log-ordem-servico/planejamento/${log.id}`)).json(),
    ).toMatchObject({ processHash });
    // Another tenant sees none of it.
    expect(
      (await call(otherToken, 'GET', `${API}/log-ordem-servico/planejamento/${log.id}`)).statusCode,
    ).toBe(404);

    // The machines now have plans: optimising them again is refused until cleared or deselected (409).
    const again = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
      data: date,
      configuracaoId: group.id,
      equipamentosId: machines.slice(0, 3),
      ordensId: orders,
      timeBudgetSeconds: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 500 });

    // The groups-with-equipment call says which machines have a plan.
    const withEquipment = (
      await call(token, 'GET', `${API}/configuracoes-com-info-equipamento?data=${date}`)
    ).json();
    const entry = withEquipment.find(
      (candidate: { configuracaoId: number }) => candidate.configuracaoId === group.id,
    );
    expect(entry).toMatchObject({ configName: group.name, hasWorkingHours: true });
    const usedMachines = new Set(
      planned
        .filter((plan) => plan.items.some((item) => item.kind === 'order'))
        .map((plan) => plan.equipamentoId),
    );
    for (const machine of entry.equipments)
      expect(machine.hasPlan).toBe(usedMachines.has(machine.equipamentoId));
    // And which tender trucks have a day (loads and transfers) to show under the sprayers.
    expect(entry.tenders.map((tender: { equipamentoId: number }) => tender.equipamentoId)).toEqual(
      group.tenderTrucks.map((tender) => tender.cdEquipamento),
    );
    const tenderDays = new Set(
      planned
        .filter((plan) => tenders.includes(plan.equipamentoId) && plan.items.length > 0)
        .map((plan) => plan.equipamentoId),
    );
    expect(tenderDays.size).toBeGreaterThan(0);
    for (const tender of entry.tenders) expect(tender.hasPlan).toBe(tenderDays.has(tender.equipamentoId));
    expect(entry.equipments[0].warehouse).toMatchObject({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });

    // Re-optimising one machine's own day is allowed.
    const busy = [...usedMachines][0]!;
    const reoptimised = await call(
      token,
      'PUT',
      `${API}/manual/otimizar?configuracaoId=${group.id}&referencia=${date}&equipamentoId=${busy}&timeBudgetSeconds=1`,
    );
    expect(reoptimised.statusCode).toBe(200);
    const rejob = await settle(reoptimised.json().processHash);
    expect(rejob).toMatchObject({ status: 'concluido', code: 900 });
    // The day as it now stands, the tender trucks' days with it: the machine's refills from a
    // tender are meetings on them.
    const replanned = (await dayPlans(date)).filter((plan) => plan.active);
    expect(await checkPlanFeasibility(services, auth, { date, groupId: group.id, plans: replanned })).toEqual(
      [],
    );
  });

  it('answers a precondition at once with its planning code (704 none, 705 invalid, 400 text in the caller language)', async () => {
    const date = days[1] ?? days[0]!;
    const invalid = await call(
      token,
      'POST',
      `${API}/add-ordens-otimizando-equipamentos`,
      {
        data: date,
        configuracaoId: group.id,
        equipamentosId: machines.slice(3, 4),
        ordensId: [99_999_999, ready[0]!.cdOrdemServico],
      },
      { locale: '1' },
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 705, message: 'Ordem de serviço inválida' });
    const tooFew = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
      data: date,
      configuracaoId: group.id,
      equipamentosId: machines.slice(3, 4),
      ordensId: [ready[0]!.cdOrdemServico],
    });
    expect(tooFew.json()).toMatchObject({ code: 500 });
    const empty = await call(
      token,
      'PUT',
      `${API}/manual/otimizar?configuracaoId=${group.id}&referencia=${date}&equipamentoId=${machines[2]}`,
    );
    expect(empty.json()).toMatchObject({ code: 704 });
    await settle(tooFew.json<{ processHash: string }>().processHash);
  });

  it('fails with 718 and the causes when nothing can be placed (rain all day)', async () => {
    const date = days[1] ?? days[0]!;
    const weather = services.weather as { hourly: typeof services.weather.hourly };
    const original = weather.hourly;
    weather.hourly = async (_owner, _point, from, to) => {
      const hours = [];
      for (let at = from.getTime(); at < to.getTime(); at += 3_600_000)
        hours.push({
          hour: new Date(at),
          windKmh: 5,
          windGustKmh: null,
          temperatureC: 20,
          humidityPct: 60,
          rainMm: 4,
        });
      return hours;
    };
    try {
      const response = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
        data: date,
        configuracaoId: group.id,
        equipamentosId: machines.slice(3, 4),
        ordensId: ready.slice(6, 8).map((order) => order.cdOrdemServico),
        timeBudgetSeconds: 1,
      });
      const job = await settle(response.json().processHash);
      expect(job).toMatchObject({ status: 'falhou', code: 718 });
      expect(job.message).toBe('The algorithm cannot allocate any work order: the weather is bad');
      const log = (
        await call(token, 'GET', `${API}/log/log-algorithm?processHash=${response.json().processHash}`)
      ).json<TPlanningLogDetail>();
      expect(log.code).toBe(718);
      expect(log.orders.every((order) => order.cause === 'outside-windows' && order.code === 718)).toBe(true);
    } finally {
      weather.hourly = original;
    }
  });

  it('cancels a running optimisation and keeps the best plan found so far', async () => {
    const date = days[1] ?? days[0]!;
    const response = await call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
      data: date,
      configuracaoId: group.id,
      equipamentosId: machines.slice(3, 4),
      ordensId: ready.slice(6, 10).map((order) => order.cdOrdemServico),
      timeBudgetSeconds: 60,
    });
    const { processHash } = response.json();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cancel = await call(token, 'PUT', `${API}/status-otimizacao/cancela/`, { processHash });
    expect(cancel.statusCode).toBe(200);
    const started = Date.now();
    const job = await settle(processHash);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(['concluido', 'falhou']).toContain(job.status);
    if (job.status === 'concluido') {
      expect(job.result.aborted).toBe(true);
      // The sprayer's day with the tender trucks' days that bring its loads.
      const tenders = group.tenderTrucks.map((tender) => tender.cdEquipamento);
      const kept = (await dayPlans(date)).filter(
        (plan) => plan.active && (plan.equipamentoId === machines[3] || tenders.includes(plan.equipamentoId)),
      );
      expect(await checkPlanFeasibility(services, auth, { date, groupId: group.id, plans: kept })).toEqual(
        [],
      );
    }
  });

  it('refuses optimising to a role without planning (403) and another tenant group (404)', async () => {
    const body = {
      data: days[0],
      configuracaoId: group.id,
      equipamentosId: machines.slice(0, 1),
      ordensId: ready.slice(0, 2).map((order) => order.cdOrdemServico),
    };
    expect(
      (await call(applicatorToken, 'POST', `${API}/add-ordens-otimizando-equipamentos`, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(otherToken, 'POST', `${API}/add-ordens-otimizando-equipamentos`, body)).statusCode,
    ).toBe(404);
  });
});
