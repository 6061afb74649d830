import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPTY_PLAN_SUMMARY, type TRoadRoutes } from '@tramline/domain';
import { createSprayGroupApp } from '../../test/spray-group-app';
import { nextDate } from '../../calendar/calendar';
import { createGreatCircleRouting } from '../routing/great-circle.provider';
import { RoutingUnavailableError, type TRoutingProvider } from '../routing/routing.provider';
import { stopsOf } from './road-routes.service';

/** The embedded provider, counting the legs it is asked for; `failing` makes it unreachable. */
const inner = createGreatCircleRouting();
const asked = { legs: 0, failing: false };
const routing: TRoutingProvider = {
  name: 'counting',
  matrix: (points, speed) => inner.matrix(points, speed),
  async route(points, speed) {
    if (asked.failing) throw new RoutingUnavailableError('down');
    asked.legs += 1;
    return inner.route(points, speed);
  },
};

const { call, database, services, admin, auth, otherAdmin, matoGrosso, spray, ready, today } =
  await createSprayGroupApp({ routing });
const [machine, secondMachine] = spray.equipments as [
  (typeof spray.equipments)[0],
  (typeof spray.equipments)[0],
];
const [first, second, third] = ready as [(typeof ready)[0], (typeof ready)[0], (typeof ready)[0]];
const tomorrow = nextDate(today);

const item = (kind: 'order' | 'refill' | 'cleanout', workOrderId: number | null) => ({
  kind,
  workOrderId,
  plannedStart: null,
  plannedEnd: null,
  travelSeconds: 0,
  cleaningSeconds: 0,
  appliedSeconds: 0,
  areaHectares: 1,
  volume: 0,
  batches: 1,
});
// Machine one: order, refill, cleanout, order. Machine two: one order.
await database.db.transaction((tx) =>
  services.plans.saveOptimisedDay(tx, auth, {
    groupId: spray.id,
    localDate: today,
    processHash: 'a'.repeat(32),
    machines: [
      {
        equipmentId: machine.cdEquipamento,
        workingStart: null,
        workingEnd: null,
        overtimeEnd: null,
        items: [
          item('order', first.cdOrdemServico),
          item('refill', null),
          item('cleanout', null),
          item('order', second.cdOrdemServico),
        ],
        activities: [],
        summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 2, equipmentCount: 1 },
      },
      {
        equipmentId: secondMachine.cdEquipamento,
        workingStart: null,
        workingEnd: null,
        overtimeEnd: null,
        items: [item('order', third.cdOrdemServico)],
        activities: [],
        summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 1, equipmentCount: 1 },
      },
    ],
  }),
);
/** The fields of an order with their centroids, in the order's field order, read from the rows. */
const fieldsOf = async (orderId: number) =>
  (
    (await database.db.execute(sql`
      select f.name, f.centroid_latitude as "latitude" from work_order_fields wf
      join fields f on f.id = wf.field_id
      where wf.work_order_id = ${orderId} and f.centroid_latitude is not null
      order by wf.position`)) as unknown as { rows: { name: string; latitude: number }[] }
  ).rows;

describe('GET /api/routes/day', () => {
  it('draws each machine from its warehouse to its fields in plan order, home to refill and at the end', async () => {
    const response = await call(admin, 'GET', `/api/routes/day?groupId=${spray.id}&date=${today}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<TRoadRoutes>();
    expect(body.provider).toBe('counting');
    expect(body.machines.map((entry) => entry.machineId)).toEqual([
      machine.cdEquipamento,
      secondMachine.cdEquipamento,
    ]);
    const route = body.machines[0]!;
    const warehouse = (await services.places.getMany(auth, [machine.warehouseId!]))[0]!;
    const firstFields = await fieldsOf(first.cdOrdemServico);
    const secondFields = await fieldsOf(second.cdOrdemServico);
    expect(firstFields.length).toBeGreaterThan(0);
    expect(route.stops.map((stop) => stop.kind)).toEqual([
      'warehouse',
      ...firstFields.map(() => 'field'),
      'refill',
      ...secondFields.map(() => 'field'),
      'warehouse',
    ]);
    expect(route.stops.map((stop) => stop.number)).toEqual(route.stops.map((_, index) => index + 1));
    expect(route.stops[0]).toMatchObject({ name: warehouse.name, latitude: warehouse.latitude });
    expect(route.stops[1]).toMatchObject({
      cdOrdemServico: first.cdOrdemServico,
      name: firstFields[0]!.name,
      latitude: firstFields[0]!.latitude,
    });
    // One leg between each pair of stops; the totals are their sums.
    expect(route.legs.map((leg) => [leg.from, leg.to])).toEqual(
      route.stops.slice(1).map((stop) => [stop.number - 1, stop.number]),
    );
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(route.totalDistanceMetres).toBeCloseTo(sum(route.legs.map((leg) => leg.distanceMetres)), 0);
    expect(route.totalDurationSeconds).toBeCloseTo(sum(route.legs.map((leg) => leg.durationSeconds)), 0);
    expect(route.legs.every((leg) => leg.distanceMetres > 0 && leg.geometry.length >= 2)).toBe(true);
  });

  it('asks the provider for the legs once per plan: a reload asks nothing', async () => {
    const before = asked.legs;
    const response = await call(admin, 'GET', `/api/routes/day?groupId=${spray.id}&date=${today}`);
    expect(response.statusCode).toBe(200);
    expect(asked.legs).toBe(before);
  });

  it('reads today in the branch zone without a date, and nothing on a day without plans', async () => {
    const todayAnswer = (await call(admin, 'GET', `/api/routes/day?groupId=${spray.id}`)).json<TRoadRoutes>();
    expect(todayAnswer.date).toBe(today);
    expect(todayAnswer.machines).toHaveLength(2);
    const empty = await call(admin, 'GET', `/api/routes/day?groupId=${spray.id}&date=${tomorrow}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<TRoadRoutes>().machines).toEqual([]);
  });

  it('refuses a bad date or group with 400', async () => {
    expect((await call(admin, 'GET', `/api/routes/day?groupId=${spray.id}&date=today`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/routes/day?groupId=abc')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/routes/day')).statusCode).toBe(400);
  });

  it("answers 404 for another owner's or another branch's group, and 401 without a session", async () => {
    for (const token of [otherAdmin, matoGrosso])
      expect((await call(token, 'GET', `/api/routes/day?groupId=${spray.id}&date=${today}`)).statusCode).toBe(
        404,
      );
    expect((await call(null, 'GET', `/api/routes/day?groupId=${spray.id}`)).statusCode).toBe(401);
  });

  it('answers 502 when the routing provider cannot be reached', async () => {
    asked.failing = true;
    try {
      // A new day so nothing is cached.
      await database.db.transaction((tx) =>
        services.plans.saveOptimisedDay(tx, auth, {
          groupId: spray.id,
          localDate: tomorrow,
          processHash: 'b'.repeat(32),
          machines: [
            {
              equipmentId: machine.cdEquipamento,
              workingStart: null,
              workingEnd: null,
              overtimeEnd: null,
              items: [item('order', third.cdOrdemServico)],
              activities: [],
              summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 1, equipmentCount: 1 },
            },
          ],
        }),
      );
      const response = await call(admin, 'GET', `/api/routes/day?groupId=${spray.id}&date=${tomorrow}`);
      expect(response.statusCode).toBe(502);
    } finally {
      asked.failing = false;
    }
  });
});

describe('stopsOf', () => {
  const warehouse = { name: 'Shed', latitude: 42, longitude: -93 };
  const field = (planId: number, latitude: number | null) => ({
    planId,
    sequence: 1,
    kind: 'order',
    workOrderId: 7,
    fieldName: 'North',
    latitude,
    longitude: latitude === null ? null : -93.1,
  });

  it('skips fields without a centroid and a refill at the warehouse it is already at', () => {
    const stops = stopsOf(
      [
        { ...field(1, null) },
        { ...field(1, 42.1) },
        {
          planId: 1,
          sequence: 2,
          kind: 'refill',
          workOrderId: null,
          fieldName: null,
          latitude: null,
          longitude: null,
        },
      ],
      warehouse,
    );
    expect(stops.map((stop) => stop.kind)).toEqual(['warehouse', 'field', 'refill']);
  });

  it('starts at the first field when the machine has no warehouse, and draws nothing for one point', () => {
    expect(stopsOf([field(1, 42.1)], null)).toEqual([]);
    expect(
      stopsOf([field(1, 42.1), { ...field(1, 42.2), sequence: 2 }], null).map((stop) => stop.number),
    ).toEqual([1, 2]);
  });
});
