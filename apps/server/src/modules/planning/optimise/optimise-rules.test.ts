import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN_SUMMARY,
  type TPlan,
  type TPlanningLogDetail,
  type TPlanningSettingsInput,
} from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { PLANNING_BASE } from '../planning.paths';
import { planningJobs } from '../jobs/planning-jobs.tables';
import { allocationFailure, successMessage } from './optimise-outcome';
import { createOptimiseService } from './optimise.service';
import { localDateOf, weekdayOf } from '../../../calendar/calendar';
import type { TPlanItemInput } from '../plans/plans.service';
import { liquidGroupOf } from '../../../test/liquid-group';
import { checkPlanFeasibility } from '../testing/feasibility';
import { buildWorkOrder } from '../../../test/factories';
import { createScriptedWeather } from '../sends/label-gate.testing';

// Calm weather everywhere: the file's own orders lie on fields the demo's stored forecast does not
// cover, and these rules do not hang on the hour's spray windows.
const { app, call, login, database } = await createTestApp({
  services: { weather: createScriptedWeather().provider },
});
const token = await login('dispatcher');
const auth = (await app.services.auth.authenticate(token))!;
const services = app.services;
const API = `/api${PLANNING_BASE}`;

const group = await liquidGroupOf(services, auth);
const days = [1, 2, 3]
  .map((offset) => localDateOf(new Date(Date.now() + offset * 86_400_000), group.timeZone))
  .filter((date) => weekdayOf(date) !== 'SUN');
const yesterday = localDateOf(new Date(Date.now() - 86_400_000), group.timeZone);
// Orders of the file's own: the demo's ready orders change with the hour (its days of the branch's
// today take some of them by evening), and these tests need nine a dispatcher can select.
const orderIds: number[] = [];
for (let index = 0; index < 9; index += 1)
  orderIds.push((await buildWorkOrder(services, auth, { equipmentGroupId: group.id })).cdOrdemServico);
const machines = group.equipments.map((member) => member.cdEquipamento);

// The engine has forecasts for the next three days only, so the tests share these days: each
// leaves every machine's day as it found it (empty), and passes alone and in any order.
afterEach(async () => {
  for (const date of days)
    await services.plans.clearMachines(auth, group.id, { ids: machines, data: date, confirmSent: true });
});

const optimise = (body: Record<string, unknown>) =>
  call(token, 'POST', `${API}/add-ordens-otimizando-equipamentos`, {
    configuracaoId: group.id,
    timeBudgetSeconds: 1,
    ...body,
  });
const reoptimise = (date: string, equipmentId: number, extra = '') =>
  call(
    token,
    'PUT',
    `${API}/manual/otimizar?configuracaoId=${group.id}&referencia=${date}&equipamentoId=${equipmentId}&timeBudgetSeconds=1${extra}`,
  );

async function settle(processHash: string) {
  await services.planningJobs.settle(processHash);
  return (await call(token, 'GET', `${API}/status-otimizacao/${processHash}`)).json();
}

const logOf = async (processHash: string) =>
  (
    await call(token, 'GET', `${API}/log/log-algorithm?processHash=${processHash}`)
  ).json<TPlanningLogDetail>();

describe('optimisation in progress (905)', () => {
  it('refuses a second optimisation of the same machines that day while the first is pending', async () => {
    const date = days[0]!;
    const first = await optimise({
      data: date,
      equipamentosId: machines.slice(0, 2),
      ordensId: orderIds.slice(0, 4),
      timeBudgetSeconds: 60,
    });
    expect(first.statusCode).toBe(200);
    const { processHash } = first.json<{ processHash: string }>();

    // The group's optimisation over a shared machine, and one machine's re-optimisation.
    const second = await optimise({
      data: date,
      equipamentosId: machines.slice(1, 3),
      ordensId: orderIds.slice(4, 6),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 905,
      message: 'Planning in progress, please wait',
      details: { equipamentosId: [machines[1]] },
    });
    expect((await reoptimise(date, machines[0]!)).json()).toMatchObject({ code: 905 });

    // Other machines that day, and the same machines another day, are not held up.
    const other = await optimise({
      data: date,
      equipamentosId: machines.slice(2, 3),
      ordensId: orderIds.slice(4, 5),
    });
    expect(other.json()).toMatchObject({ code: 500 });
    const otherDay = await optimise({
      data: days[1]!,
      equipamentosId: machines.slice(0, 1),
      ordensId: orderIds.slice(4, 5),
    });
    expect(otherDay.json()).toMatchObject({ code: 500 });
    for (const started of [other, otherDay])
      await settle(started.json<{ processHash: string }>().processHash);

    await call(token, 'PUT', `${API}/status-otimizacao/cancela/`, { processHash });
    await settle(processHash);
    // Once it has ended the machines are free again (the answer is no longer 905).
    const after = await reoptimise(date, machines[0]!);
    if (after.statusCode === 200) await settle(after.json().processHash);
    else expect(after.json().code).not.toBe(905);
  });

  it('refuses while another server process has a pending optimisation of the machines (its job row)', async () => {
    const date = days[1]!;
    const [row] = await database.db
      .insert(planningJobs)
      .values({
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        processHash: 'f'.repeat(32),
        type: 'planning-new',
        input: { kind: 'optimise', groupId: group.id, date, equipmentIds: [machines[3]] },
      })
      .returning();
    try {
      expect((await reoptimise(date, machines[3]!)).json()).toMatchObject({ code: 905 });
      expect(
        (
          await optimise({ data: date, equipamentosId: machines.slice(3, 4), ordensId: orderIds.slice(6, 8) })
        ).json(),
      ).toMatchObject({ code: 905 });
    } finally {
      await services.planningJobs.failInterrupted();
    }
    expect(row).toBeDefined();
    // Once that job is failed (as a restart does), the machine is free.
    expect((await reoptimise(date, machines[3]!)).json()).toMatchObject({ code: 704 });
  });
});

describe('an optimisation racing a manual edit', () => {
  it('keeps the custom day a planner wrote while the job ran active, with the optimised day beside it', async () => {
    const date = days[0]!;
    const machine = machines[2]!;
    const started = await optimise({
      data: date,
      equipamentosId: [machine],
      ordensId: orderIds.slice(4, 6),
      timeBudgetSeconds: 60,
    });
    expect(started.statusCode).toBe(200);
    const { processHash } = started.json<{ processHash: string }>();
    const allocated = await call(token, 'POST', `${API}/alocar-ordem`, {
      configuracaoId: group.id,
      equipamentoId: machine,
      ordensId: [orderIds[6]],
      dataDesejada: date,
    });
    expect(allocated.statusCode).toBe(200);
    await call(token, 'PUT', `${API}/status-otimizacao/cancela/`, { processHash });
    const job = await settle(processHash);
    expect(job).toMatchObject({ status: 'concluido', code: 900, result: { keptCustom: [machine] } });

    const search = async (extra = '') =>
      (await call(token, 'GET', `${API}/_search?data=${date}&configuracaoId=${group.id}${extra}`))
        .json<TPlan[]>()
        .find((plan) => plan.equipamentoId === machine)!;
    const active = await search();
    expect(active).toMatchObject({ tipo: 'MANUAL', active: true });
    expect(active.items.filter((item) => item.kind === 'order').map((item) => item.cdOrdemServico)).toEqual([
      orderIds[6],
    ]);
    const optimised = await search('&tipo=AUTOMATICO');
    expect(optimised).toMatchObject({ tipo: 'AUTOMATICO', active: false });
    // The tender trucks serve the day as it stands, the kept custom day too: every refill from a
    // tender is one of its meetings.
    const plans = (await call(token, 'GET', `${API}/_search?data=${date}&configuracaoId=${group.id}`)).json<
      TPlan[]
    >();
    expect(
      await checkPlanFeasibility(services, auth, {
        date,
        groupId: group.id,
        plans: plans.filter((plan) => plan.active),
      }),
    ).toEqual([]);
  });
});

describe('past and sent days', () => {
  it('refuses optimising or re-optimising a past day (409, past plan)', async () => {
    const past = await optimise({
      data: yesterday,
      equipamentosId: machines.slice(0, 2),
      ordensId: orderIds.slice(0, 2),
    });
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ message: 'A past plan cannot be changed' });
    const again = await reoptimise(yesterday, machines[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A past plan cannot be changed' });
  });

  it('re-optimises a day already sent to the machine only with the same confirmation as a manual change', async () => {
    const date = days[1]!;
    const machine = machines[2]!;
    const item = (workOrderId: number): TPlanItemInput => ({
      kind: 'order',
      workOrderId,
      plannedStart: null,
      plannedEnd: null,
      travelSeconds: 600,
      cleaningSeconds: 0,
      appliedSeconds: 3600,
      areaHectares: 10,
      volume: 1000,
      batches: 1,
    });
    await database.db.transaction((tx) =>
      services.plans.saveOptimisedDay(tx, auth, {
        groupId: group.id,
        localDate: date,
        processHash: null,
        machines: [
          {
            equipmentId: machine,
            workingStart: null,
            workingEnd: null,
            overtimeEnd: null,
            items: [item(orderIds[7]!), item(orderIds[8]!)],
            activities: [],
            summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 2, equipmentCount: 1 },
          },
        ],
      }),
    );
    const sent = await call(token, 'POST', `${API}/enviar`, {
      configuracaoId: group.id,
      referencia: date,
      equipamentoId: machine,
    });
    expect(sent.statusCode).toBe(201);

    const unconfirmed = await reoptimise(date, machine);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      message: expect.stringContaining('already sent to the machine'),
      details: { needsConfirmation: true, sentAt: expect.any(String), equipamentosId: [machine] },
    });
    expect((await reoptimise(date, machine, '&confirmSent=false')).statusCode).toBe(409);
    const events: unknown[] = [];
    const stop = services.live.subscribe((_topic, message) => {
      if (message.event === 'plan-changed') events.push(message.payload);
    });
    try {
      const confirmed = await reoptimise(date, machine, '&confirmSent=true');
      expect(confirmed.statusCode).toBe(200);
      const job = await settle(confirmed.json().processHash);
      expect(job).toMatchObject({ status: 'concluido', code: 900 });
      // The rewritten day keeps its send, and the machine hears it changed.
      const rewritten = (await call(token, 'GET', `${API}/_search?data=${date}&configuracaoId=${group.id}`))
        .json<TPlan[]>()
        .find((plan) => plan.active && plan.equipamentoId === machine)!;
      expect(rewritten).toMatchObject({ tipo: 'AUTOMATICO', sentAt: expect.any(String) });
      expect(events).toEqual([
        {
          planejamentoId: rewritten.planejamentoId,
          equipamentoId: machine,
          configuracaoId: group.id,
          referencia: date,
          resendPending: true,
        },
      ]);
    } finally {
      stop();
    }
  });
});

describe('engine outcomes', () => {
  it('fails with 999 and the unknown-error message when the engine fails', async () => {
    const broken = createOptimiseService(database.db, {
      ...services,
      startSolve: () => {
        throw new Error('engine crashed');
      },
    });
    const { processHash } = await broken.optimise(auth, {
      data: days[0]!,
      configuracaoId: group.id,
      equipamentosId: machines.slice(3, 4),
      ordensId: orderIds.slice(0, 2),
      timeBudgetSeconds: 1,
    });
    const job = await settle(processHash);
    expect(job).toMatchObject({
      status: 'falhou',
      code: 999,
      message: 'Unknown algorithm error; cannot update schedule',
    });
    expect((await logOf(processHash)).code).toBe(999);
  });

  it('words the causes of 718 as the spec does, in the caller language, and answers 998 when no order had a cause of its own', () => {
    expect(
      allocationFailure({ 'outside-windows': 3, 'too-far': 1 }, 'en-us', { dayUnderway: false }),
    ).toEqual({
      code: 718,
      message:
        'The algorithm cannot allocate any work order: the weather is bad, the machines are too far from the fields',
    });
    expect(allocationFailure({ 'day-too-short': 2 }, 'en-us', { dayUnderway: false }).message).toBe(
      'The algorithm cannot allocate any work order: the journey is too short, the speeds are too slow',
    );
    expect(allocationFailure({ 'day-too-short': 2 }, 'en-us', { dayUnderway: true }).message).toBe(
      'The algorithm cannot allocate any work order: the day is nearly over',
    );
    expect(allocationFailure({ 'outside-windows': 1 }, 'pt-br', { dayUnderway: false }).message).toBe(
      'O algoritmo não consegue alocar nenhuma ordem de serviço: o clima está ruim',
    );
    expect(allocationFailure({ 'outside-windows': 1 }, 'es-es', { dayUnderway: false }).message).toBe(
      'El algoritmo no puede asignar ninguna orden de trabajo: el clima es malo',
    );
    const stopped = allocationFailure({ 'fleet-full': 4 }, 'en-us', { dayUnderway: false });
    expect(stopped.code).toBe(998);
    expect(stopped.message).toMatch(/^The algorithm cannot allocate any work order: the journey may be/);
    expect(allocationFailure({}, 'en-us', { dayUnderway: false }).code).toBe(998);
  });

  it('says success as the spec does, and names the machines the day went without', () => {
    expect(successMessage([], 'en-us')).toBe('Logistic processed successfully');
    const semi = { equipmentId: 9, name: 'Semi 12', reason: 'noWorkingWidth' as const };
    expect(successMessage([semi], 'en-us')).toBe(
      'Logistic processed successfully. Semi 12: no working width, so left out of the day',
    );
    expect(successMessage([semi], 'pt-br')).toMatch(
      /^Logística processada com sucesso\. Semi 12: sem largura/,
    );
  });
});

describe('planning settings in the optimisation', () => {
  it("uses the group's saved weighting and vehicle when the request names none, and the request's when it does", async () => {
    const saved = await services.planningSettings.get(auth, group.id);
    const { wind, temperature, humidity, rain, sun } = saved.weather;
    const input: TPlanningSettingsInput = {
      weighting: 'shortest',
      vehicle: 'robot',
      weather: { wind, temperature, humidity, rain, sun },
      version: saved.version,
    };
    const stored = await services.planningSettings.save(auth, group.id, input);
    try {
      const date = days[1]!;
      const started = await optimise({
        data: date,
        equipamentosId: machines.slice(3, 4),
        ordensId: orderIds.slice(4, 6),
      });
      expect(started.statusCode).toBe(200);
      const { processHash } = started.json();
      await settle(processHash);
      expect((await logOf(processHash)).input).toMatchObject({ weighting: 'shortest', vehicle: 'robot' });

      const named = await optimise({
        data: days[0]!,
        equipamentosId: machines.slice(3, 4),
        ordensId: orderIds.slice(6, 8),
        weighting: 'fastest',
        vehicle: 'sprayer',
      });
      const namedHash = named.json().processHash;
      await settle(namedHash);
      expect((await logOf(namedHash)).input).toMatchObject({ weighting: 'fastest', vehicle: 'sprayer' });
    } finally {
      await services.planningSettings.save(auth, group.id, {
        weighting: saved.weighting,
        vehicle: saved.vehicle,
        weather: input.weather,
        version: stored.version,
      });
    }
  });
});
