import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { zipSync } from 'fflate';
import { boundingBoxOf, type TAreaGeometry, type TAsAppliedImport } from '@tramline/domain';
import { buildWorkOrder } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import { sendTestDay } from '../../../test/sent-day';
import { localDateOf } from '../../../calendar/calendar';
import { multipartOf, zipBomb } from '../../records/growers/boundary-fixtures';
import {
  handMadeTaskData,
  handMadeTaskDataOf,
  isoxmlTaskData,
  pointShapefile,
  type TFixturePoint,
} from './as-applied-fixtures';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('dispatcher');
const auth = (await services.auth.authenticate(token))!;
const otherToken = await login('demo', { owner: 'other' });
const applicatorToken = await login('applicator');

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.autoSendLoads)!.id,
);
const machine = spray.equipments[0]!.cdEquipamento;

type TOrderRow = { id: number; ticket: string | null; field_ids: number[]; unit_id: number; status: number };
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const METRES_PER_DEGREE = (Math.PI / 180) * 6_371_008.8;
const HOUR = 3_600_000;

/** A straight pass 100 m north, a point every 10 m and 2 s, boom on until the last: 0.2 ha at 20 m. */
function pass(
  start: { latitude: number; longitude: number },
  startedAt: number,
  rate = 150,
): TFixturePoint[] {
  return Array.from({ length: 11 }, (_, step) => ({
    time: new Date(startedAt + step * 2000),
    latitude: start.latitude + (step * 10) / METRES_PER_DEGREE,
    longitude: start.longitude,
    rate,
    boomOn: step < 10,
  }));
}

// Every order of the owner, whatever its status or branch, so a field no other order uses names one
// order wherever the import looks (a completed order stays a candidate for a day after it closes).
const orders = await rowsOf<TOrderRow>(
  sql`select id, ticket, field_ids, unit_id, status from work_orders where owner_id = ${auth.ownerId} order by id`,
);
const fieldUse = new Map<number, number>();
for (const order of orders)
  for (const field of order.field_ids) fieldUse.set(field, (fieldUse.get(field) ?? 0) + 1);
const boundaries = new Map(
  (
    await rowsOf<{ id: number; geometry: TAreaGeometry }>(
      sql`select id, geometry from fields where owner_id = ${auth.ownerId} and geometry is not null`,
    )
  ).map((field) => [field.id, field.geometry]),
);

/**
 * Where a pass on the order's first field starts so that every applying point lies inside that
 * field and inside no other field of the owner: the first such start on a grid over the field's
 * box, or null when the field has no boundary or no room for a pass.
 */
function passStartIn(order: TOrderRow) {
  const field = order.field_ids[0];
  const boundary = field === undefined ? undefined : boundaries.get(field);
  if (!boundary) return null;
  const [west, south, east, north] = boundingBoxOf([boundary])!;
  const others = [...boundaries].filter(([id]) => id !== field).map(([, geometry]) => geometry);
  const STEPS = 12;
  for (let row = 1; row < STEPS; row += 1)
    for (let column = 1; column < STEPS; column += 1) {
      const start = {
        latitude: south + ((north - south) * row) / STEPS,
        longitude: west + ((east - west) * column) / STEPS,
      };
      const applying = pass(start, 0).filter((point) => point.boomOn);
      const fits = applying.every(
        ({ latitude, longitude }) =>
          booleanPointInPolygon([longitude, latitude], boundary) &&
          others.every((geometry) => !booleanPointInPolygon([longitude, latitude], geometry)),
      );
      if (fits) return start;
    }
  return null;
}

// Open orders of the dispatcher's branch whose fields no other order uses, each with a pass that
// lies inside its first field only, so a position names one order.
const lonely: { order: TOrderRow; start: { latitude: number; longitude: number } }[] = [];
for (const order of orders) {
  if (lonely.length === 3) break;
  if (![1, 2, 5].includes(order.status) || order.unit_id !== auth.unitId || !order.ticket) continue;
  if (!order.field_ids.every((id) => fieldUse.get(id) === 1)) continue;
  const start = passStartIn(order);
  if (start) lonely.push({ order, start });
}
if (lonely.length < 3) throw new Error('The demo has fewer than three open orders on fields of their own');
const [byTicket, byPosition, toAssign] = lonely.map(({ order }) => order) as [
  TOrderRow,
  TOrderRow,
  TOrderRow,
];
const startOf = (order: TOrderRow) => lonely.find((entry) => entry.order === order)!.start;

const today = localDateOf(new Date(), spray.timeZone);
await sendTestDay(
  { services, db: database.db, auth },
  {
    groupId: spray.id,
    localDate: today,
    equipmentId: machine,
    orderIds: [byTicket.id, byPosition.id, toAssign.id],
  },
);
await database.db.execute(sql`update equipment set boom_width_metres = 20 where id = ${machine}`);

const upload = (file: Buffer, name = 'TASKDATA.zip', as = token, query = '') => {
  const { body, headers } = multipartOf(name, file);
  return app.inject({
    method: 'POST',
    url: `/api/as-applied-imports${query}`,
    headers: { ...headers, 'x-auth-token': as },
    payload: body,
  });
};

const count = async (table: 'as_applied_imports' | 'machine_positions') =>
  (await rowsOf<{ count: number }>(sql`select count(*)::int as count from ${sql.identifier(table)}`))[0]!
    .count;
const historyOf = async (orderId: number) =>
  rowsOf<{ action: string; changes: { field: string; to: unknown }[] }>(
    sql`select action, changes from work_order_audit where work_order_id = ${orderId} order by id`,
  );

/** The isoxml-written archive of the first test, uploaded again by the second. */
const ticketFile = await isoxmlTaskData(
  `#${byTicket.ticket} Spray corn`,
  pass(startOf(byTicket), Date.now() - 5 * HOUR),
);

describe('as-applied import of terminal files', () => {
  it('stores a TaskData written by isoxml on the order its task names and sets the applied amounts', async () => {
    const response = await upload(ticketFile);
    expect(response.statusCode).toBe(200);
    const [result, ...more] = response.json<TAsAppliedImport[]>();
    expect(more).toEqual([]);
    expect(result).toMatchObject({
      format: 'taskdata',
      status: 'matched',
      match: 'ticket',
      cdOrdemServico: byTicket.id,
      vlOrdemServico: byTicket.ticket,
      equipamentoId: machine,
      points: 11,
      replayed: false,
    });
    expect(result!.part).toBe(0);
    expect(result!.appliedArea).toBeCloseTo(0.2, 2);
    expect(result!.appliedVolume).toBeCloseTo(0.2 * 150, 0);

    const points = await rowsOf<{ rate: number; boom_on: boolean; sections: boolean[] }>(
      sql`select rate, boom_on, sections from machine_positions where work_order_id = ${byTicket.id} order by recorded_at`,
    );
    expect(points).toHaveLength(11);
    expect(points[0]).toMatchObject({ rate: 150, boom_on: true, sections: [true, true, true, true] });
    expect(points[10]!.boom_on).toBe(false);

    const order = (await call(token, 'GET', `/api/ordemservicos/${byTicket.id}`)).json<{
      appliedArea: number;
    }>();
    expect(order.appliedArea).toBeCloseTo(0.2, 2);
    const entry = (await historyOf(byTicket.id)).at(-1)!;
    expect(entry.changes).toContainEqual({ field: 'asAppliedImport', from: null, to: result!.id });
  });

  it('answers the first outcome for the same file again and doubles nothing', async () => {
    const [imports, positions, history] = [
      await count('as_applied_imports'),
      await count('machine_positions'),
      (await historyOf(byTicket.id)).length,
    ];
    const again = await upload(ticketFile);
    expect(again.statusCode).toBe(200);
    expect(again.json<TAsAppliedImport[]>()).toMatchObject([
      { status: 'matched', cdOrdemServico: byTicket.id, replayed: true },
    ]);
    expect(await count('as_applied_imports')).toBe(imports);
    expect(await count('machine_positions')).toBe(positions);
    expect((await historyOf(byTicket.id)).length).toBe(history);
  });

  it('matches a hand-made terminal TaskData by where its points lie when its task names no order', async () => {
    const file = handMadeTaskData('Field job 7', pass(startOf(byPosition), Date.now() - 4 * HOUR, 120));
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    const [result] = response.json<TAsAppliedImport[]>();
    expect(result).toMatchObject({
      status: 'matched',
      match: 'position',
      cdOrdemServico: byPosition.id,
      taskDesignators: ['Field job 7'],
      points: 11,
    });
    expect(result!.appliedArea).toBeCloseTo(0.2, 2);
  });

  it('keeps a file that matches no order pending and stores it on the order the dispatcher assigns', async () => {
    const before = await count('machine_positions');
    const far = pass({ latitude: -10.5, longitude: -30.5 }, Date.now() - 3 * HOUR, 100);
    const response = await upload(pointShapefile(far), 'applied.zip');
    expect(response.statusCode).toBe(200);
    const [pending] = response.json<TAsAppliedImport[]>();
    expect(pending).toMatchObject({
      format: 'shapefile',
      status: 'pending',
      cdOrdemServico: null,
      points: 11,
    });
    expect(await count('machine_positions')).toBe(before);

    const list = await call(token, 'GET', '/api/as-applied-imports?status=pending');
    expect(list.statusCode).toBe(200);
    expect(list.json<TAsAppliedImport[]>().map((item) => item.id)).toContain(pending!.id);

    const assigned = await call(token, 'POST', `/api/as-applied-imports/${pending!.id}/assign`, {
      cdOrdemServico: toAssign.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<TAsAppliedImport>()).toMatchObject({
      status: 'matched',
      match: 'assigned',
      cdOrdemServico: toAssign.id,
      equipamentoId: machine,
    });
    expect(assigned.json<TAsAppliedImport>().appliedArea).toBeCloseTo(0.2, 2);
    expect(await count('machine_positions')).toBe(before + 11);
    const again = await call(token, 'POST', `/api/as-applied-imports/${pending!.id}/assign`, {
      cdOrdemServico: toAssign.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('keeps the order a task names pending when no machine is known, until assigned with one', async () => {
    const unsent = await buildWorkOrder(services, auth, {
      equipmentGroupId: spray.id,
      vlOrdemServico: 'UNSENT-7',
    });
    const positions = await count('machine_positions');
    const far = pass({ latitude: -10.6, longitude: -30.6 }, Date.now() - 2 * HOUR, 100);
    const response = await upload(handMadeTaskData(`#${unsent.vlOrdemServico} Spray`, far), 'unsent.zip');
    const [pending] = response.json<TAsAppliedImport[]>();
    // Found by its ticket, but never sent to a machine and none given: nothing is stored yet.
    expect(pending).toMatchObject({
      status: 'pending',
      match: 'ticket',
      cdOrdemServico: unsent.cdOrdemServico,
      vlOrdemServico: unsent.vlOrdemServico,
      equipamentoId: null,
    });
    expect(await count('machine_positions')).toBe(positions);
    const listed = (await call(token, 'GET', '/api/as-applied-imports?status=pending')).json<
      TAsAppliedImport[]
    >();
    expect(listed.find((item) => item.id === pending!.id)?.cdOrdemServico).toBe(unsent.cdOrdemServico);

    const withoutMachine = await call(token, 'POST', `/api/as-applied-imports/${pending!.id}/assign`, {
      cdOrdemServico: unsent.cdOrdemServico,
    });
    expect(withoutMachine.statusCode).toBe(400);
    expect(withoutMachine.json()).toMatchObject({ code: 'asAppliedImportMachineRequired' });
    const assigned = await call(token, 'POST', `/api/as-applied-imports/${pending!.id}/assign`, {
      cdOrdemServico: unsent.cdOrdemServico,
      equipamentoId: machine,
    });
    expect(assigned.json<TAsAppliedImport>()).toMatchObject({
      status: 'matched',
      match: 'assigned',
      cdOrdemServico: unsent.cdOrdemServico,
      equipamentoId: machine,
    });
    expect(await count('machine_positions')).toBe(positions + 11);
  });

  it("imports each task of a terminal's day on its own: one by ticket, one by position, one pending", async () => {
    const [imports, positions] = [await count('as_applied_imports'), await count('machine_positions')];
    const day = Date.now() - 2 * HOUR;
    const tasks = [
      { designator: 'Morning job', points: pass(startOf(byPosition), day, 110) },
      { designator: `#${byTicket.ticket} Spray corn`, points: pass(startOf(byTicket), day + 0.5 * HOUR) },
      { designator: 'Lost job', points: pass({ latitude: -10.7, longitude: -30.7 }, day + HOUR, 90) },
    ];
    const file = handMadeTaskDataOf(tasks);
    const response = await upload(file, 'day.zip');
    expect(response.statusCode).toBe(200);
    const results = response.json<TAsAppliedImport[]>();
    expect(results).toMatchObject([
      { part: 0, status: 'matched', match: 'position', cdOrdemServico: byPosition.id, points: 11 },
      { part: 1, status: 'matched', match: 'ticket', cdOrdemServico: byTicket.id, points: 11 },
      { part: 2, status: 'pending', cdOrdemServico: null, taskDesignators: ['Lost job'], points: 11 },
    ]);
    expect(results.map((result) => result.taskDesignators)).toEqual(tasks.map((task) => [task.designator]));
    expect(await count('as_applied_imports')).toBe(imports + 3);
    // Each task's points went on its own order; the pending task's wait in its import.
    expect(await count('machine_positions')).toBe(positions + 22);
    const since = new Date(day - 1000);
    const onOrder = async (orderId: number) =>
      (
        await rowsOf<{ count: number }>(
          sql`select count(*)::int as count from machine_positions where work_order_id = ${orderId} and recorded_at >= ${since}`,
        )
      )[0]!.count;
    expect(await onOrder(byPosition.id)).toBe(11);
    expect(await onOrder(byTicket.id)).toBe(11);

    const again = await upload(file, 'day.zip');
    expect(again.json<TAsAppliedImport[]>().map((result) => [result.id, result.replayed])).toEqual(
      results.map((result) => [result.id, true]),
    );
    expect(await count('as_applied_imports')).toBe(imports + 3);
  });

  it.each([
    [
      'a damaged zip',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
      'asAppliedImportNotZip',
    ],
    ['a file that is no zip', Buffer.from('<kml></kml>'), 'asAppliedImportNotZip'],
    [
      'a foreign zip without TASKDATA.XML',
      Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('hello') })),
      'asAppliedImportForeign',
    ],
    [
      'a TASKDATA.XML that is not TaskData',
      Buffer.from(zipSync({ 'TASKDATA/TASKDATA.XML': new TextEncoder().encode('<html/>') })),
      'asAppliedImportTaskDataUnreadable',
    ],
    [
      'a TimeLog whose binary is missing',
      handMadeTaskData('x', pass({ latitude: 41, longitude: -93 }, Date.now() - HOUR), {
        withoutBinary: true,
      }),
      'asAppliedImportTimeLogMissing',
    ],
    [
      'a TimeLog cut short',
      handMadeTaskData('x', pass({ latitude: 41, longitude: -93 }, Date.now() - HOUR), { truncateBy: 3 }),
      'asAppliedImportTimeLogDamaged',
    ],
    ['an archive declaring more than the limit', zipBomb(1024, 300 * 1024 * 1024), 'asAppliedImportTooLarge'],
  ])('refuses %s with 400 naming what is wrong, storing nothing', async (_name, file, code) => {
    const [imports, positions] = [await count('as_applied_imports'), await count('machine_positions')];
    const response = await upload(file);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string; message: string }>().code).toBe(code);
    expect(response.json<{ message: string }>().message).not.toBe(code);
    expect(await count('as_applied_imports')).toBe(imports);
    expect(await count('machine_positions')).toBe(positions);
  });

  it("names the missing TimeLog file in the caller's language", async () => {
    const file = handMadeTaskData('x', pass({ latitude: 41, longitude: -93 }, Date.now() - HOUR), {
      withoutBinary: true,
    });
    const { body, headers } = multipartOf('t.zip', file);
    const response = await app.inject({
      method: 'POST',
      url: '/api/as-applied-imports',
      headers: { ...headers, 'x-auth-token': token, locale: '1' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'TimeLog TLG00001: o arquivo TLG00001.BIN não está no arquivo compactado',
    );
  });

  it('refuses an applicator with 403', async () => {
    const file = handMadeTaskData('y', pass({ latitude: 41, longitude: -93 }, Date.now() - HOUR));
    expect((await upload(file, 'x.zip', applicatorToken)).statusCode).toBe(403);
  });

  it("hides another owner's imports and orders with 404", async () => {
    const [first] = (await call(token, 'GET', '/api/as-applied-imports')).json<TAsAppliedImport[]>();
    const others = await call(otherToken, 'GET', '/api/as-applied-imports');
    expect(others.json<TAsAppliedImport[]>()).toEqual([]);
    const foreign = await upload(
      pointShapefile(pass({ latitude: 5.5, longitude: 5.5 }, Date.now() - 2 * HOUR)),
      'o.zip',
      otherToken,
    );
    expect(foreign.statusCode).toBe(200);
    const [pendingOther] = foreign.json<TAsAppliedImport[]>();
    expect(pendingOther!.status).toBe('pending');
    expect(
      (
        await call(otherToken, 'POST', `/api/as-applied-imports/${pendingOther!.id}/assign`, {
          cdOrdemServico: byTicket.id,
          equipamentoId: machine,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(token, 'POST', `/api/as-applied-imports/${pendingOther!.id}/assign`, {
          cdOrdemServico: byTicket.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(first).toBeDefined();
  });
});
