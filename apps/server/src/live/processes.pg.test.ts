import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_PASSWORD } from '../demo/demo-context';
import { buildApp } from '../app';
import { instantAt, localDateOf, weekdayOf } from '../calendar/calendar';
import { createTestDatabase } from '../test/test-database';
import { planTestDay } from '../test/sent-day';
import { startServerProcess, type TServerProcess } from '../test/server-process';
import { PLANNING_BASE } from '../modules/planning/planning.paths';
import { readyOrdersOf } from '../test/ready-orders';

/**
 * On a PostgreSQL server (TEST_DATABASE_URL): two real server processes on one database behave as
 * one service. A job started through one is polled and cancelled through the other, a live event
 * published by one reaches a browser connected to the other, and the daily auto-send sends each
 * machine's day once although both processes run it.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const API = `/api${PLANNING_BASE}`;

/** Starts `server.ts` as its own process on the database, without the demo. */
function startProcess(databaseUrl: string, dataDir: string) {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST: dataDir,
    SEED_DEMO: 'false',
    SIMULATE_DEMO: 'false',
  });
}

async function request<T>(
  base: TServerProcess,
  token: string | null,
  method: string,
  route: string,
  body?: unknown,
) {
  const response = await fetch(`${base.url}${route}`, {
    method,
    headers: {
      ...(token ? { 'x-auth-token': token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.skipIf(!onServer)('several server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TServerProcess;
  let second: TServerProcess;
  let autoGroup: { id: number; today: string; time_zone: string };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The demo's first auto-sending group, its branch's today and its time zone. */
  const autoSendingGroup = async () => {
    const [group] = await rows<{ id: number; today: string; time_zone: string }>(sql`
      select g.id, to_char((now() at time zone u.time_zone)::date, 'YYYY-MM-DD') as today, u.time_zone
      from equipment_groups g join units u on u.id = g.unit_id
      where g.auto_send_minute is not null and g.active
      order by g.id limit 1`);
    if (!group) throw new Error('the demo has no auto-sending group');
    return group;
  };

  /** Active plans of the group's day that hold orders. */
  const daysWithOrders = async (groupId: number, localDate: string) =>
    (
      await rows<{ count: number }>(sql`
        select count(*)::int as count from plans p
        where p.equipment_group_id = ${groupId} and p.local_date = ${localDate} and p.active
          and exists (select 1 from plan_items i where i.plan_id = p.id and i.kind = 'order')`)
    )[0]!.count;

  /**
   * Writes an optimised day of today for two of the group's machines, an order each, as the
   * optimiser does: the demo plans today only when today's forecast has a spray window and the
   * crew works that weekday, and this test must not depend on the weather or the weekday.
   */
  async function planToday(group: { id: number; today: string; time_zone: string }) {
    const app = await buildApp({ db: database.db });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v2/auth-sgpa/create',
        payload: { login: 'dispatcher', password: DEMO_PASSWORD, owner: DEMO_OWNER },
      });
      const auth = (await app.services.auth.authenticate(login.json<{ token: string }>().token))!;
      const members = (await app.services.equipmentGroups.get(auth, group.id)).equipments.slice(0, 2);
      const ready = (await readyOrdersOf(app.services, auth)).filter(
        (order) => order.equipmentGroupId === group.id,
      );
      await planTestDay(
        { services: app.services, db: database.db, auth },
        {
          groupId: group.id,
          localDate: group.today,
          machines: members.map((member, index) => ({
            equipmentId: member.cdEquipamento,
            orderIds: [ready[index]!.cdOrdemServico],
          })),
          start: instantAt(group.today, 8 * 60, group.time_zone),
        },
      );
    } finally {
      await app.close();
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase('demo');
    // An auto-sending group whose time of day (local midnight) has come and whose day was not sent:
    // both processes look at today as they start.
    const group = await autoSendingGroup();
    if ((await daysWithOrders(group.id, group.today)) === 0) await planToday(group);
    autoGroup = group;
    await database.db.execute(sql`update equipment_groups set auto_send_minute = 0 where id = ${group.id}`);
    await database.db.execute(
      sql`delete from plan_sends where equipment_group_id = ${group.id} and local_date = ${autoGroup.today}`,
    );
    await database.db.execute(
      sql`delete from auto_send_skips where equipment_group_id = ${group.id} and local_date = ${autoGroup.today}`,
    );
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tramline-processes-'));
    [first, second] = await Promise.all([
      startProcess(database.url!, dataDir),
      startProcess(database.url!, dataDir),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first, second].map((process) => process?.stop()));
    await database?.close();
  }, 60_000);

  it('polls and cancels through one process a job started through the other, and fans its progress out to sockets on both', async () => {
    const login = await request<{ token: string }>(first, null, 'POST', '/api/v2/auth-sgpa/create', {
      login: 'dispatcher',
      password: DEMO_PASSWORD,
      owner: 'demo',
    });
    expect(login.status).toBe(200);
    const token = login.body.token;
    const socket: Socket = io(second.url, { auth: { token }, transports: ['websocket'] });
    const heard: { processHash: string; status: string }[] = [];
    socket.on('planning-progress', (payload: { processHash: string; status: string }) => heard.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });

    // Orders ready to plan as the dispatcher sees them, and the liquid group holding most of them.
    const listed = await request<{
      content: {
        cdOrdemServico: number;
        equipmentGroupId: number;
        status: number;
        skipedDate: string | null;
      }[];
    }>(first, token, 'GET', '/api/ordemservicos?page=0&size=500&status=1', undefined);
    const ready = listed.body.content.filter((order) => order.status === 1 && order.skipedDate === null);
    const liquid = await rows<{ id: number; time_zone: string }>(sql`
      select g.id, u.time_zone from equipment_groups g join units u on u.id = g.unit_id
      where g.mixture_type = 'LIQUID' and g.active`);
    // Only orders whose fields all have a boundary (the demo keeps some without, to show 705).
    const drawn = new Set(
      (
        await rows<{ id: number }>(sql`
          select wo.id from work_orders wo where not exists (
            select 1 from unnest(wo.field_ids) as field_id
            left join fields f on f.id = field_id where f.centroid_latitude is null)`)
      ).map((row) => row.id),
    );
    const readyOf = (groupId: number) =>
      ready.filter((order) => order.equipmentGroupId === groupId && drawn.has(order.cdOrdemServico));
    const group = liquid.sort((a, b) => readyOf(b.id).length - readyOf(a.id).length)[0];
    const orders = readyOf(group!.id)
      .slice(0, 12)
      .map((order) => ({ id: order.cdOrdemServico }));
    const machines = await rows<{ id: number }>(sql`
      select equipment_id as id from equipment_group_machines
      where group_id = ${group!.id} and role = 'member'
      order by position limit 2`);
    // A working day two or three days ahead (the demo's crews rest on Sundays).
    const date = [2, 3]
      .map((days) => localDateOf(new Date(Date.now() + days * 86_400_000), group!.time_zone))
      .find((day) => weekdayOf(day) !== 'SUN')!;
    const started = await request<{ processHash: string }>(
      first,
      token,
      'POST',
      `${API}/add-ordens-otimizando-equipamentos`,
      {
        data: date,
        configuracaoId: group!.id,
        equipamentosId: machines.map((machine) => machine.id),
        ordensId: orders.map((order) => order.id),
        timeBudgetSeconds: 120,
      },
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { processHash } = started.body;

    // The other process reads the job from the database...
    const polled = await request<{ status: string }>(
      second,
      token,
      'GET',
      `${API}/status-otimizacao/${processHash}`,
    );
    expect(polled, JSON.stringify(polled.body)).toMatchObject({ status: 200, body: { status: 'pendente' } });
    // ...and the browser connected to it heard the start published by the first.
    await until(
      async () => heard.filter((message) => message.processHash === processHash),
      (messages) => messages.length > 0,
    );

    const askedAt = Date.now();
    const cancel = await request(second, token, 'PUT', `${API}/status-otimizacao/cancela/`, { processHash });
    expect(
      cancel.status,
      JSON.stringify((await request(first, token, 'GET', `${API}/status-otimizacao/${processHash}`)).body),
    ).toBe(200);
    // The first process stops the work at its next heartbeat, well before the two-minute budget.
    const finished = await until(
      () =>
        request<{ status: string; result?: { aborted?: boolean } }>(
          first,
          token,
          'GET',
          `${API}/status-otimizacao/${processHash}`,
        ),
      (answer) => answer.body.status !== 'pendente',
      60_000,
    );
    expect(Date.now() - askedAt).toBeLessThan(60_000);
    expect(['concluido', 'falhou']).toContain(finished.body.status);
    if (finished.body.status === 'concluido') expect(finished.body.result?.aborted).toBe(true);
    await until(
      async () =>
        heard.filter((message) => message.processHash === processHash && message.status !== 'pendente'),
      (messages) => messages.length > 0,
    );
    socket.close();
  }, 180_000);

  it('sends each machine day of the auto-send once although both processes run it', async () => {
    // Each machine day holding orders is sent once, or held back once by the label gate.
    const days = await daysWithOrders(autoGroup.id, autoGroup.today);
    const counts = () =>
      rows<{ days: number; sends: number; sent: number; skips: number; skipped: number }>(sql`
        select
          ${days}::int as days,
          (select count(*)::int from plan_sends where equipment_group_id = ${autoGroup.id}
            and local_date = ${autoGroup.today} and automatic) as sends,
          (select count(distinct equipment_id)::int from plan_sends where equipment_group_id = ${autoGroup.id}
            and local_date = ${autoGroup.today} and automatic) as sent,
          (select count(*)::int from auto_send_skips where equipment_group_id = ${autoGroup.id}
            and local_date = ${autoGroup.today}) as skips,
          (select count(distinct equipment_id)::int from auto_send_skips
            where equipment_group_id = ${autoGroup.id} and local_date = ${autoGroup.today}) as skipped`);
    // Both processes looked at today on start; wait until their rounds have settled.
    let last = '';
    let stableSince = Date.now();
    const [settled] = await until(
      counts,
      (value) => {
        const key = JSON.stringify(value);
        if (key !== last) {
          last = key;
          stableSince = Date.now();
        }
        return value[0]!.sends + value[0]!.skips >= value[0]!.days && Date.now() - stableSince > 5_000;
      },
      90_000,
    );
    expect(settled!.days).toBeGreaterThan(0);
    expect(settled!.sends).toBe(settled!.sent);
    expect(settled!.skips).toBe(settled!.skipped);
    expect(settled!.sent + settled!.skipped).toBe(settled!.days);
    const failures = [first, second].flatMap((process) =>
      process.output
        .join('')
        .split('\n')
        .filter((line) => line.includes('auto-send failed')),
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
