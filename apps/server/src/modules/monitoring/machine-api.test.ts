import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/test-app';
import { BULK_BATCH_POINTS, createBulkLane } from './machine-api.service';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const admin = await login();
const otherAdmin = await login('demo', { owner: 'other' });

type TMachine = { cdEquipamento: number; name: string };
const machines = (await call(admin, 'GET', '/api/equipamentos?size=50')).json<{ content: TMachine[] }>()
  .content;
const [machine, neighbour] = machines as [TMachine, TMachine];
const otherOwnerMachine = (await call(otherAdmin, 'GET', '/api/equipamentos?size=1')).json<{
  content: TMachine[];
}>().content[0]!;

async function newVoucher(values: Record<string, unknown> = {}) {
  const response = await call(admin, 'POST', '/api/vouchers', {
    username: 'applicator',
    employeeCode: 'IA-101',
    obcType: 'HARDWARE',
    permission: 'COCKPIT',
    expirationDate: '2099-06-30',
    ...values,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number; code: string; version: number }>();
}

async function redeem(voucherCode: string, equipmentId: number) {
  return call(null, 'POST', '/api/machine/v1/device-tokens', { voucherCode, equipmentId });
}

const voucher = await newVoucher();
const device = (await redeem(voucher.code, machine.cdEquipamento)).json<{ token: string }>().token;

function report(token: string | null, equipmentId: number, points: unknown[]) {
  return app.inject({
    method: 'POST',
    url: `/api/machine/v1/machines/${equipmentId}/positions`,
    headers: { ...(token ? { 'x-device-token': token } : {}), 'accept-language': 'en-us' },
    payload: { points },
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const point = (minutes: number, values: Record<string, unknown> = {}) => ({
  time: minutesAgo(minutes),
  latitude: 41.6,
  longitude: -93.6,
  speed: 12,
  heading: 90,
  boomOn: true,
  sections: [true, true, false],
  rate: 140,
  tankLevel: 2800,
  ...values,
});

async function storedCount(equipmentId: number) {
  const result = (await database.db.execute(
    sql`select count(*)::int as count from machine_positions where equipment_id = ${equipmentId}`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]!.count);
}

describe('device tokens on /api/machine/v1/device-tokens', () => {
  it('answers a token for a machine of the voucher branch with 201', async () => {
    const response = await redeem(voucher.code.toLowerCase(), machine.cdEquipamento);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ token: string; equipmentId: number; expiresAt: string }>();
    expect(body.token.length).toBeGreaterThan(20);
    expect(body.equipmentId).toBe(machine.cdEquipamento);
    expect(body.expiresAt).toBe('2099-07-01T00:00:00.000Z');
    const me = await app.inject({
      method: 'GET',
      url: '/api/machine/v1/me',
      headers: { 'x-device-token': body.token },
    });
    expect(me.json()).toEqual({ equipmentId: machine.cdEquipamento, unitId: expect.any(Number) });
  });

  it('refuses an unknown voucher code with 400 naming the field', async () => {
    const response = await redeem('ZZZZ-ZZZZ', machine.cdEquipamento);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('voucherCode');
  });

  it('refuses a machine of another owner with 404', async () => {
    expect((await redeem(voucher.code, otherOwnerMachine.cdEquipamento)).statusCode).toBe(404);
  });

  it('stops a token working once its voucher is cancelled', async () => {
    const cancelled = await newVoucher();
    const token = (await redeem(cancelled.code, machine.cdEquipamento)).json<{ token: string }>().token;
    expect((await report(token, machine.cdEquipamento, [point(50)])).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/vouchers/${cancelled.id}/cancel`)).statusCode).toBe(200);
    const refused = await report(token, machine.cdEquipamento, [point(49)]);
    expect(refused.statusCode).toBe(401);
    expect((await redeem(cancelled.code, machine.cdEquipamento)).statusCode).toBe(400);
  });

  it('is a machine-API token only: a login session cannot report', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/machine/v1/machines/${machine.cdEquipamento}/positions`,
      headers: { 'x-auth-token': admin },
      payload: { points: [point(1)] },
    });
    expect(response.statusCode).toBe(401);
    expect((await call(device, 'GET', '/api/equipamentos')).statusCode).toBe(401);
  });
});

describe('positions on /api/machine/v1/machines/{id}/positions', () => {
  it('stores a batch and stores a resent point once', async () => {
    const before = await storedCount(machine.cdEquipamento);
    const batch = [point(30), point(29.9), point(29.8)];
    const first = await report(device, machine.cdEquipamento, batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ accepted: 3, duplicates: 0 });
    const again = await report(device, machine.cdEquipamento, [...batch, batch[0]]);
    expect(again.json()).toEqual({ accepted: 0, duplicates: 4 });
    expect(await storedCount(machine.cdEquipamento)).toBe(before + 3);
  });

  it('takes points late and out of order without moving the last position back', async () => {
    await report(device, machine.cdEquipamento, [point(2, { latitude: 41.7 })]);
    const late = await report(device, machine.cdEquipamento, [point(20, { latitude: 41.1 }), point(25)]);
    expect(late.json()).toEqual({ accepted: 2, duplicates: 0 });
    const result = (await database.db.execute(
      sql`select latitude from machine_last_positions where equipment_id = ${machine.cdEquipamento}`,
    )) as unknown as { rows: { latitude: number }[] };
    expect(result.rows[0]!.latitude).toBe(41.7);
  });

  it('keeps the good points of a batch and names index and field of each bad one with 400', async () => {
    const before = await storedCount(machine.cdEquipamento);
    const inFuture = new Date(Date.now() + 10 * 60_000).toISOString();
    const response = await report(device, machine.cdEquipamento, [
      point(40),
      point(39, { latitude: 91 }),
      point(38, { time: inFuture }),
      point(37, { longitude: 'east' }),
      point(36),
      { latitude: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    const body = response.json<{
      code: string;
      message: string;
      details: { path: string; code: string }[];
    }>();
    expect(body.code).toBe('positionsRejected');
    expect(body.message).toBe('4 of 6 points were refused; the others were stored');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'points.1.latitude' }),
        expect.objectContaining({ path: 'points.2.time', code: 'positionInFuture' }),
        expect.objectContaining({ path: 'points.3.longitude' }),
        expect.objectContaining({ path: 'points.5.time', code: 'required' }),
        expect.objectContaining({ path: 'points.5.longitude', code: 'required' }),
      ]),
    );
    expect(body.details.some((detail) => detail.path.startsWith('points.0'))).toBe(false);
    expect(await storedCount(machine.cdEquipamento)).toBe(before + 2);
  });

  it('refuses a point older than the positions kept', async () => {
    const response = await report(device, machine.cdEquipamento, [point(60 * 24 * 500)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toMatchObject({ path: 'points.0.time', code: 'positionTooOld' });
  });

  it('refuses a batch over its limit with 400 before storing anything', async () => {
    const before = await storedCount(machine.cdEquipamento);
    const points = Array.from({ length: 1001 }, (_, index) => point(100 + index / 60));
    const response = await report(device, machine.cdEquipamento, points);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('body.points');
    expect(await storedCount(machine.cdEquipamento)).toBe(before);
  });

  it('refuses another machine of the branch with 403 and one of another owner with 404', async () => {
    expect((await report(device, neighbour.cdEquipamento, [point(1)])).statusCode).toBe(403);
    expect((await report(device, otherOwnerMachine.cdEquipamento, [point(1)])).statusCode).toBe(404);
    expect((await report(device, 99_999_999, [point(1)])).statusCode).toBe(404);
  });

  it('refuses a missing or unknown token with 401', async () => {
    expect((await report(null, machine.cdEquipamento, [point(1)])).statusCode).toBe(401);
    expect((await report('not-a-token', machine.cdEquipamento, [point(1)])).statusCode).toBe(401);
  });

  it('pushes the stored points on the owner live topic', async () => {
    const seen: { topic: string; event: string }[] = [];
    const stop = app.services.live.subscribe((topic, message) => seen.push({ topic, event: message.event }));
    await report(device, machine.cdEquipamento, [point(0.5)]);
    stop();
    expect(seen).toContainEqual({ topic: 'DEMO', event: 'machine-positions' });
  });
});

describe('position partitions and retention', () => {
  it('stores each UTC day in its own partition and drops the days past retention', async () => {
    const days = async () => {
      const result = (await database.db.execute(sql`
        select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'machine_positions'::regclass order by 1`)) as unknown as {
        rows: { name: string }[];
      };
      return result.rows.map((row) => row.name);
    };
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const response = await report(device, machine.cdEquipamento, [
      { ...point(0), time: threeDaysAgo.toISOString() },
    ]);
    expect(response.statusCode).toBe(200);
    const oldPartition = `machine_positions_${threeDaysAgo.toISOString().slice(0, 10).replaceAll('-', '')}`;
    expect(await days()).toContain(oldPartition);
    const retention = app.services.machineApi.retentionDays;
    const dropped = await app.services.machineApi.dropExpiredPositions(
      new Date(threeDaysAgo.getTime() + (retention + 1) * 86_400_000),
    );
    expect(dropped).toContain(threeDaysAgo.toISOString().slice(0, 10));
    expect(await days()).not.toContain(oldPartition);
    // The day comes back when a point of it arrives again.
    expect(
      (await report(device, machine.cdEquipamento, [{ ...point(0), time: threeDaysAgo.toISOString() }]))
        .statusCode,
    ).toBe(200);
  });
});

describe('the machine API in the OpenAPI document', () => {
  it('lists its calls under their own tag with the device-token scheme', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; security?: unknown }>>;
      components: { securitySchemes: Record<string, { name: string }> };
    }>();
    const positions = document.paths['/api/machine/v1/machines/{equipmentId}/positions']!.post!;
    expect(positions.tags).toEqual(['machine-api']);
    expect(positions.security).toEqual([{ deviceToken: [] }]);
    expect(document.components.securitySchemes.deviceToken!.name).toBe('X-Device-Token');
  });
});

describe('monitoring calls', () => {
  it('answers online for a point within the last minutes, offline for an older one or none', async () => {
    const neighbourToken = (await redeem(voucher.code, neighbour.cdEquipamento)).json<{ token: string }>()
      .token;
    expect((await report(neighbourToken, neighbour.cdEquipamento, [point(10)])).statusCode).toBe(200);
    await report(device, machine.cdEquipamento, [point(0.2, { workOrderId: 4242 })]);
    const ids = [
      machine.cdEquipamento,
      neighbour.cdEquipamento,
      machines[2]!.cdEquipamento,
      otherOwnerMachine.cdEquipamento,
    ];
    const response = await call(admin, 'POST', '/api/monitoramento/equipamento/online', ids);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ equipamentoId: number; online: boolean; lastSeen: string | null }[]>();
    expect(answer.map((entry) => entry.online)).toEqual([true, false, false, false]);
    expect(answer[1]!.lastSeen).not.toBeNull();
    expect(answer[2]!.lastSeen).toBeNull();
    expect(answer[3]!.lastSeen).toBeNull();
  });

  it('names the order a machine works from its latest point, and 404 for another owner machine', async () => {
    const response = await call(
      admin,
      'GET',
      `/api/monitoramento/equipamento?equipamentoId=${machine.cdEquipamento}`,
    );
    expect(response.json()).toEqual({ cdOrdemServico: 4242 });
    const other = await call(
      admin,
      'GET',
      `/api/monitoramento/equipamento?equipamentoId=${otherOwnerMachine.cdEquipamento}`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('the bulk lane of position writes', () => {
  it('writes one bulk batch at a time, and a live point at once beside them', async () => {
    const writeBatch = createBulkLane(1);
    let bulkRunning = 0;
    let mostBulk = 0;
    const releases: (() => void)[] = [];
    const started: string[] = [];
    const write = (label: string) => () => {
      started.push(label);
      const bulk = label !== 'live';
      if (bulk) mostBulk = Math.max(mostBulk, (bulkRunning += 1));
      return new Promise<void>((resolve) =>
        releases.push(() => {
          if (bulk) bulkRunning -= 1;
          resolve();
        }),
      );
    };
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const bulk = [1, 2, 3].map((index) => writeBatch(BULK_BATCH_POINTS + 1, write(`bulk ${index}`)));
    const live = writeBatch(1, write('live'));
    await tick();
    // The first bulk batch and the live point are being written; the other bulk batches wait.
    expect([...started].sort()).toEqual(['bulk 1', 'live']);
    while (releases.length) {
      releases.shift()!();
      await tick();
    }
    await Promise.all([...bulk, live]);
    expect(started.filter((label) => label !== 'live')).toEqual(['bulk 1', 'bulk 2', 'bulk 3']);
    expect(mostBulk).toBe(1);
  });
});
