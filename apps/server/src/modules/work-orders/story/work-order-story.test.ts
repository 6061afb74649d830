import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPTY_PLAN_SUMMARY, type TWorkOrderStory } from '@tramline/domain';
import { createTestApp } from '../../../test/test-app';
import { buildWorkOrder } from '../../../test/factories';
import { addBranchUser } from '../../../test/branch-user';
import { deviceTokenFor } from '../../../test/device-token';
import { localDateOf } from '../../../calendar/calendar';
import { CALM, createScriptedWeather } from '../../planning/sends/label-gate.testing';

const weather = createScriptedWeather();
const testApp = await createTestApp({
  secondOwner: true,
  services: { weather: weather.provider },
});
const { app, call, login, database, demo } = testApp;
const services = app.services;
const dispatcherToken = await login('dispatcher');
const adminToken = await login('demo');
const dispatcher = (await services.auth.authenticate(dispatcherToken))!;
const otherToken = await login('demo', { owner: 'other' });

const groups = await services.equipmentGroups.all(dispatcher);
const spray = await services.equipmentGroups.get(
  dispatcher,
  groups.find((group) => group.mixtureType === 'LIQUID')!.id,
);
const machine = spray.equipments[0]!.cdEquipamento;
const today = localDateOf(new Date(), spray.timeZone);

/** The `name` column of the first row a query answers. */
async function nameIn(query: ReturnType<typeof sql>) {
  const result = (await database.db.execute(query)) as unknown as { rows: { name: string }[] };
  return result.rows[0]!.name;
}

const nameOf = (login: string) =>
  nameIn(sql`select name from users where login = ${login} and owner_id = ${dispatcher.ownerId}`);
const machineNameOf = (id: number) => nameIn(sql`select name from equipment where id = ${id}`);

/** Plans a machine's day holding one order, then sends it (after planning, as a dispatcher does). */
async function planAndSendDay(equipmentId: number, workOrderId: number) {
  const now = new Date();
  await database.db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, dispatcher, {
      groupId: spray.id,
      localDate: today,
      processHash: 'f'.repeat(32),
      machines: [
        {
          equipmentId,
          workingStart: null,
          workingEnd: null,
          overtimeEnd: null,
          items: [
            {
              kind: 'order' as const,
              workOrderId,
              plannedStart: now,
              plannedEnd: new Date(now.getTime() + 3_600_000),
              travelSeconds: 600,
              cleaningSeconds: 0,
              appliedSeconds: 3600,
              areaHectares: 10,
              volume: 1000,
              batches: 1,
            },
          ],
          activities: [],
          summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 1, equipmentCount: 1 },
        },
      ],
    }),
  );
  await services.planSends.sendDay(dispatcher, {
    configuracaoId: spray.id,
    referencia: today,
    equipamentoId: equipmentId,
    overrideReason: 'Test day, checked on site',
  });
}

const story = async (id: number | string, token = dispatcherToken) =>
  call(token, 'GET', `/api/ordemservicos/${id}/story`);

describe('GET /ordemservicos/{id}/story', () => {
  it('tells an order created, edited, planned, sent, started and closed in that order, with who did each', async () => {
    const order = await buildWorkOrder(services, dispatcher);
    const edited = await call(adminToken, 'PUT', '/api/ordemservicos/timing', {
      ids: [order.cdOrdemServico],
      timing: 'POST',
    });
    expect(edited.statusCode).toBe(200);
    // A gale on the day: the dispatcher sends it anyway, saying why.
    weather.script(() => ({ ...CALM, windKmh: 90 }));
    await planAndSendDay(machine, order.cdOrdemServico);
    weather.reset();
    const device = await deviceTokenFor(call, adminToken, machine);
    const started = await app.inject({
      method: 'POST',
      url: `/api/machine/v1/machines/${machine}/events`,
      headers: { 'x-device-token': device },
      payload: {
        idempotencyKey: 'story-start',
        type: 'start',
        workOrderId: order.cdOrdemServico,
        time: new Date().toISOString(),
      },
    });
    expect(started.statusCode).toBe(200);
    const closed = await call(dispatcherToken, 'PUT', `/api/ordemservicos/${order.cdOrdemServico}/close`, {
      termino: new Date().toISOString(),
      appliedArea: 8.5,
    });
    expect(closed.statusCode).toBe(200);

    const response = await story(order.cdOrdemServico);
    expect(response.statusCode).toBe(200);
    const { events } = response.json<TWorkOrderStory>();
    expect(events.map((event) => event.kind)).toEqual([
      'created',
      'edited',
      'planned',
      'sent',
      'started',
      'closed',
    ]);
    const [created, edit, planned, sent, start, close] = events;
    const dispatcherName = await nameOf('dispatcher');
    const machineName = await machineNameOf(machine);
    expect(created!.userName).toBe(dispatcherName);
    expect(edit!.userName).toBe(await nameOf('demo'));
    expect(edit!.details.changes).toEqual([{ field: 'timing', from: 'PREPLANT', to: 'POST' }]);
    expect(planned).toMatchObject({
      userName: dispatcherName,
      machineName,
      details: { localDate: today, planKind: 'AUTOMATICO', groupName: spray.name },
    });
    expect(sent).toMatchObject({
      userName: dispatcherName,
      machineName,
      details: {
        localDate: today,
        stopNumber: 1,
        automatic: false,
        overrideReason: 'Test day, checked on site',
        overriddenBy: dispatcherName,
      },
    });
    expect(start).toMatchObject({ userName: null, machineName, operatorName: await nameOf('applicator') });
    expect(close).toMatchObject({ userName: dispatcherName, details: { appliedArea: 8.5 } });
    const times = events.map((event) => Date.parse(event.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('tells a day cleared after planning as unplanned', async () => {
    const order = await buildWorkOrder(services, dispatcher);
    const equipmentId = spray.equipments[1]!.cdEquipamento;
    await planAndSendDay(equipmentId, order.cdOrdemServico);
    await database.db.execute(
      sql`update plans set superseded_at = now() where equipment_id = ${equipmentId} and superseded_at is null`,
    );
    const { events } = (await story(order.cdOrdemServico)).json<TWorkOrderStory>();
    expect(events.map((event) => event.kind)).toEqual(['created', 'planned', 'sent', 'unplanned']);
  });

  it('tells an alarm raised on the order with its code, machine and message in the reader’s language', async () => {
    const order = await buildWorkOrder(services, dispatcher);
    const raisedAt = new Date(Date.now() + 60_000);
    await database.db.execute(
      sql`insert into alarms (owner_id, unit_id, equipment_id, work_order_id, alarm_class, special_code, colour,
            message_key, message_params, operator_name, started_at)
          values (${dispatcher.ownerId}, ${dispatcher.unitId}, ${machine}, ${order.cdOrdemServico}, 13, 3, 'red',
            'alarmStopped', ${JSON.stringify({ minutes: 15 })}::jsonb, 'Lee', ${raisedAt.toISOString()})`,
    );
    const response = await call(
      dispatcherToken,
      'GET',
      `/api/ordemservicos/${order.cdOrdemServico}/story`,
      undefined,
      {
        Locale: '1',
      },
    );
    const alarm = response.json<TWorkOrderStory>().events.at(-1)!;
    expect(alarm).toMatchObject({
      kind: 'alarm',
      at: raisedAt.toISOString(),
      machineName: await machineNameOf(machine),
      operatorName: 'Lee',
      details: { alarmClass: 13, alarmCode: 3, message: 'Parada por mais de 15 minutos', endedAt: null },
    });
  });

  it('tells the closing of an order loaded closed, with no audit row for it, from the order itself', async () => {
    const order = await buildWorkOrder(services, dispatcher);
    const closedAt = new Date(Date.now() + 60_000);
    await database.db.execute(
      sql`update work_orders set status = 4, closed_at = ${closedAt.toISOString()}, applied_area_hectares = 3
          where id = ${order.cdOrdemServico}`,
    );
    const { events } = (await story(order.cdOrdemServico)).json<TWorkOrderStory>();
    expect(events.map((event) => event.kind)).toEqual(['created', 'closed']);
    expect(events[1]).toMatchObject({
      at: closedAt.toISOString(),
      userName: null,
      details: { appliedArea: 3 },
    });
  });

  it('tells a demo order of a day sent yesterday: created, planned and sent, then planned again or closed, in time order', async () => {
    // The demo's sent days are the Mato Grosso spray crew's.
    await addBranchUser(testApp, { login: 'mt-story', unitId: demo.units.matoGrosso, roles: ['DISPATCHER'] });
    const matoGrosso = await login('mt-story');
    const result = (await database.db.execute(
      sql`select ps.work_order_ids as ids from plan_sends ps
          where ps.owner_id = ${demo.ownerId} and ps.unit_id = ${demo.units.matoGrosso}
            and ps.sent_at < now() - interval '1 hour'
          order by ps.id limit 1`,
    )) as unknown as { rows: { ids: number[] }[] };
    const ids = result.rows[0]!.ids;
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const response = await story(id, matoGrosso);
      expect(response.statusCode).toBe(200);
      const { events } = response.json<TWorkOrderStory>();
      const kinds = events.map((event) => event.kind);
      expect(kinds.slice(0, 3)).toEqual(['created', 'planned', 'sent']);
      // Later: planned again today when yesterday did not finish it, or closed when it did.
      for (const kind of kinds.slice(3)) expect(['planned', 'closed']).toContain(kind);
      const times = events.map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it("answers 404 for another owner's order", async () => {
    const order = await buildWorkOrder(services, dispatcher);
    expect((await story(order.cdOrdemServico, otherToken)).statusCode).toBe(404);
  });

  it('refuses an id that is not a number with 400', async () => {
    expect((await story('twelve')).statusCode).toBe(400);
  });
});
