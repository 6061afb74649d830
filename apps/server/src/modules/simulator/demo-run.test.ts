import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { planTestDay } from '../../test/sent-day';
import { instantAt, localDateOf } from '../../calendar/calendar';
import { createScriptedWeather } from '../planning/sends/label-gate.testing';
import { ownAddress } from './simulator.routes';
import { startDemoSimulation } from './demo-run';
import { readyOrdersOf } from '../../test/ready-orders';

// Calm weather at every field, so the label gate lets the day through.
const weather = createScriptedWeather();
const { app, login, database, demo } = await createTestApp({
  services: { weather: weather.provider, simulator: { tickMs: 20, clockRate: 100 } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const services = app.services;
const auth = (await services.auth.authenticate(await login('dispatcher')))!;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const machine = spray.equipments[0]!.cdEquipamento;
const ready = await readyOrdersOf(services, auth);
const order = ready.find((candidate) => candidate.equipmentGroupId === spray.id)!.cdOrdemServico;
const today = localDateOf(new Date(), spray.timeZone);

describe('the demo simulation on start (SIMULATE_DEMO)', () => {
  it("sends a crew's unsent day of today in the demo user's name and replays it", async () => {
    // An optimised day of today, not sent yet: the demo run sends it as a dispatcher would.
    await planTestDay(
      { services, db: database.db, auth },
      {
        groupId: spray.id,
        localDate: today,
        machines: [{ equipmentId: machine, orderIds: [order] }],
        start: instantAt(today, 11 * 60, spray.timeZone),
      },
    );
    const logged: string[] = [];
    const runId = await startDemoSimulation(services, ownAddress(app.server.address()), {
      info: (_payload, message) => logged.push(message),
    });
    expect(runId).not.toBeNull();
    expect(logged).toContain('demo simulation started');
    const [trip] = await services.planSends.trips(auth, machine, today);
    expect(trip).toMatchObject({ automatic: false, stops: [{ cdOrdemServico: order }] });
    const user = await services.tenancy.repository.findUserByLogin(demo.ownerId, 'demo');
    const { rows } = (await database.db.execute(
      sql`select sent_by from plan_sends where id = ${trip!.id}`,
    )) as unknown as { rows: { sent_by: number }[] };
    const [sent] = rows;
    expect(sent!.sent_by).toBe(user!.id);
    await services.simulator.stopAll();
  });
});
