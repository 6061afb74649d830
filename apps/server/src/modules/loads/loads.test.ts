import { describe, expect, it } from 'vitest';
import {
  EMPTY_PLAN_SUMMARY,
  type TLoad,
  type TLoadsDay,
  type TPlanActivity,
  type TTripLog,
} from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { addBranchUser } from '../../test/branch-user';
import { buildProduct, buildWorkOrder } from '../../test/factories';
import { instantAt, localDateOf } from '../../calendar/calendar';
import type { TPlanItemInput } from '../planning/plans/plans.service';

const { app, call, login, database, demo } = await createTestApp({ secondOwner: true });
const services = app.services;
const dispatcherToken = await login('dispatcher');
const mixerToken = await login('mixer');
const applicatorToken = await login('applicator');
const otherToken = await login('demo', { owner: 'other' });
const auth = (await services.auth.authenticate(dispatcherToken))!;

const groups = await services.equipmentGroups.all(auth);
const spray = await services.equipmentGroups.get(
  auth,
  groups.find((group) => group.mixtureType === 'LIQUID' && group.active)!.id,
);
const member = spray.equipments.find((entry) => entry.warehouseId !== null)!;
const place = await services.places.get(auth, member.warehouseId!);
// A day no demo plan holds, so the loads of these tests are the only ones.
const localDate = '2031-06-10';

const herbicide = await buildProduct(services, auth, { density: 1.2, cleaningFamily: 'HERBICIDE' });
const adjuvant = await buildProduct(services, auth, { cleaningFamily: 'ADJUVANT' });
const granule = await buildProduct(services, auth, { typeProduct: 'DRY', rateUnit: 'kg' });
const order = await buildWorkOrder(services, auth, {
  carrierRate: 100,
  products: [
    { productId: adjuvant.id, rate: 0.5, rateUnit: 'l' },
    { productId: herbicide.id, rate: 2, rateUnit: 'l' },
    { productId: granule.id, rate: 3, rateUnit: 'kg' },
  ],
});

function orderItem(workOrderId: number, area: number, batches: number): TPlanItemInput {
  const start = instantAt(localDate, 9 * 60, spray.timeZone);
  return {
    kind: 'order',
    workOrderId,
    plannedStart: start,
    plannedEnd: new Date(start.getTime() + 3_600_000),
    travelSeconds: 600,
    cleaningSeconds: 0,
    appliedSeconds: 3600,
    areaHectares: area,
    volume: area * 100,
    batches,
  };
}

/** Writes the machine's optimised day, as the optimiser does; it becomes the active plan. */
async function planDay(items: TPlanItemInput[], activities: TPlanActivity[] = []) {
  await database.db.transaction((tx) =>
    services.plans.saveOptimisedDay(tx, auth, {
      groupId: spray.id,
      localDate,
      processHash: 'c'.repeat(32),
      machines: [
        {
          equipmentId: member.cdEquipamento,
          workingStart: null,
          workingEnd: null,
          overtimeEnd: null,
          items,
          activities,
          summary: { ...EMPTY_PLAN_SUMMARY, orderCount: 1, equipmentCount: 1 },
        },
      ],
    }),
  );
}

async function loadsOf(token: string, date = localDate): Promise<TLoadsDay> {
  const response = await call(token, 'GET', `/api/loads?data=${date}&configuracaoId=${spray.id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const mark = (token: string, load: Pick<TLoad, 'key' | 'version'>, status: string) =>
  call(token, 'PUT', '/api/loads/status', { data: localDate, key: load.key, status, version: load.version });

const amountOf = (load: TLoad, productId: number) =>
  load.compartments
    .flatMap((compartment) => compartment.products)
    .find((line) => line.productId === productId)?.amount ?? 0;

describe("the day's loads", () => {
  it('splits an order into its tank loads with rate x area of each product, summing to the order', async () => {
    await planDay([orderItem(order.cdOrdemServico, 30, 3)]);
    const { loads } = await loadsOf(dispatcherToken);
    const ofOrder = loads.filter((load) => load.cdOrdemServico === order.cdOrdemServico);
    expect(ofOrder.map((load) => load.loadNumber)).toEqual([1, 2, 3]);
    for (const load of ofOrder) {
      expect(load.area).toBeCloseTo(10);
      expect(amountOf(load, herbicide.id)).toBeCloseTo(2 * 10);
      expect(amountOf(load, adjuvant.id)).toBeCloseTo(0.5 * 10);
      expect(amountOf(load, granule.id)).toBeCloseTo(3 * 10);
      // 100 l/ha of carrier less the liquid products.
      expect(
        load.compartments.find((compartment) => compartment.mixtureType === 'LIQUID')!.water,
      ).toBeCloseTo(1000 - 25);
      expect(load.placeId).toBe(place.id);
      expect(load.equipamentoId).toBe(member.cdEquipamento);
      expect(load.growerName).toBe(order.growerName);
    }
    const total = (productId: number) => ofOrder.reduce((sum, load) => sum + amountOf(load, productId), 0);
    const record = await services.workOrders.get(auth, order.cdOrdemServico);
    for (const line of record.products) expect(total(line.productId)).toBeCloseTo(line.rate * 30);
  });

  it('prints the mixing order: half the water, dry, liquid concentrates, adjuvants last, the rest of the water', async () => {
    const { loads } = await loadsOf(dispatcherToken);
    const steps = loads[0]!.mixingOrder.map((step) => (step.kind === 'water' ? 'water' : step.productId));
    expect(steps).toEqual(['water', granule.id, herbicide.id, adjuvant.id, 'water']);
  });

  it("splits a load into batches within the place's blender capacity", async () => {
    const big = await buildWorkOrder(services, auth, {
      carrierRate: 150,
      products: [{ productId: herbicide.id, rate: 2, rateUnit: 'l' }],
    });
    await planDay([orderItem(order.cdOrdemServico, 30, 3), orderItem(big.cdOrdemServico, 200, 1)]);
    const { loads } = await loadsOf(dispatcherToken);
    const load = loads.find((entry) => entry.cdOrdemServico === big.cdOrdemServico)!;
    const capacity = place.blenderCapacity ?? spray.blenderCapacity;
    expect(capacity).toBeGreaterThan(0);
    expect(load.blenderCapacity).toBe(capacity);
    // 200 ha x 150 l/ha: 30 000 l of mix, well over one batch.
    expect(load.batches.length).toBe(Math.ceil(load.mass / capacity! - 1e-9));
    expect(load.batches.length).toBeGreaterThan(1);
    for (const batch of load.batches) expect(batch.mass).toBeLessThanOrEqual(capacity! + 0.01);
    const herbicideInBatches = load.batches.reduce(
      (sum, batch) => sum + batch.products.find((line) => line.productId === herbicide.id)!.amount,
      0,
    );
    expect(herbicideInBatches).toBeCloseTo(400, 1);
    expect(loads.map((entry) => entry.sequence)).toEqual(loads.map((_, index) => index + 1));
  });

  it('rebuilds the loads when the day is planned again and flags a mixed load whose amounts changed', async () => {
    await planDay([orderItem(order.cdOrdemServico, 30, 3)]);
    const before = (await loadsOf(mixerToken)).loads;
    const first = before.find((load) => load.loadNumber === 1)!;
    const third = before.find((load) => load.loadNumber === 3)!;
    expect((await mark(mixerToken, first, 'mixed')).statusCode).toBe(200);
    expect((await mark(mixerToken, third, 'mixed')).statusCode).toBe(200);

    // Re-planned: the same order now in two loads of 12 ha.
    await planDay([orderItem(order.cdOrdemServico, 24, 2)]);
    const after = await loadsOf(mixerToken);
    const changed = after.loads.find((load) => load.key === first.key)!;
    expect(changed.status).toBe('mixed');
    expect(changed.changedSinceMixed).toBe(true);
    expect(changed.changes).toContainEqual({
      productId: herbicide.id,
      name: expect.any(String),
      before: 20,
      now: 24,
    });
    expect(after.loads.filter((load) => load.cdOrdemServico === order.cdOrdemServico)).toHaveLength(2);
    expect(after.removed).toEqual([{ key: third.key, status: 'mixed', version: 1 }]);

    const remixed = await mark(mixerToken, changed, 'mixed');
    expect(remixed.statusCode).toBe(200);
    expect(remixed.json().changedSinceMixed).toBe(false);
  });
});

describe('loads a tender truck brings', () => {
  it("names the tender of the machine's refill for a load, loading at the tender's warehouse", async () => {
    const tender = spray.tenderTrucks[0]!;
    expect(tender).toBeDefined();
    const tendered = await buildWorkOrder(services, auth, {
      carrierRate: 100,
      products: [{ productId: herbicide.id, rate: 2, rateUnit: 'l' }],
    });
    const at = instantAt(localDate, 10 * 60, spray.timeZone);
    const refill: TPlanActivity = {
      kind: 'refill',
      start: at.toISOString(),
      end: new Date(at.getTime() + 600_000).toISOString(),
      cdOrdemServico: tendered.cdOrdemServico,
      batch: 2,
      distanceMetres: null,
      overtime: false,
      tenderEquipmentId: tender.cdEquipamento,
    };
    await planDay([orderItem(tendered.cdOrdemServico, 20, 2)], [refill]);
    const { loads } = await loadsOf(mixerToken);
    const [first, second] = loads.filter((load) => load.cdOrdemServico === tendered.cdOrdemServico);
    expect(first).toMatchObject({ loadNumber: 1, tenderId: null, placeId: place.id });
    expect(second).toMatchObject({
      loadNumber: 2,
      tenderId: tender.cdEquipamento,
      tenderName: tender.equipmentName,
      placeId: tender.warehouseId ?? place.id,
      neededAt: refill.start,
    });
    // Dispatched, the load's trip is the tender's.
    let current = second!;
    for (const status of ['mixed', 'loaded', 'dispatched']) {
      const response = await mark(mixerToken, current, status);
      expect(response.statusCode).toBe(200);
      current = response.json();
    }
    const trips = await call(
      mixerToken,
      'GET',
      `/api/tender/dispatch/historic?date=${localDate}&equipamentoId=${tender.cdEquipamento}`,
    );
    expect(trips.statusCode).toBe(200);
    expect(JSON.stringify(trips.json())).toContain(tender.equipmentName);
  });
});

describe('marking loads', () => {
  it('lets the mix operator mark a load mixed, loaded and dispatched, writing the trip log', async () => {
    await planDay([orderItem(order.cdOrdemServico, 20, 2)]);
    let load = (await loadsOf(mixerToken)).loads.find((entry) => entry.loadNumber === 2)!;
    for (const status of ['mixed', 'loaded', 'dispatched']) {
      if (load.status === status) continue;
      const response = await mark(mixerToken, load, status);
      expect(response.statusCode).toBe(200);
      load = response.json();
      expect(load.status).toBe(status);
    }
    expect(load.dispatchedBy).toBe('mixer');

    const historic = await call(
      dispatcherToken,
      'GET',
      `/api/tender/dispatch/historic?date=${localDate}&equipamentoId=${member.cdEquipamento}`,
    );
    expect(historic.statusCode).toBe(200);
    const trips: TTripLog[] = historic.json();
    const trip = trips.find((entry) => entry.loadKey === load.key)!;
    expect(trip).toMatchObject({ status: 'dispatched', groupType: 'LIQUID', tenderId: member.cdEquipamento });
    expect(trip.tickets).toEqual(order.vlOrdemServico ? [order.vlOrdemServico] : []);

    const details = await call(dispatcherToken, 'GET', `/api/tender/dispatch/historic/details/${trip.id}`);
    expect(details.statusCode).toBe(200);
    const lines = details.json().details as {
      productId: number | null;
      quantity: number;
      sequence: number;
    }[];
    expect(lines.find((line) => line.productId === herbicide.id)!.quantity).toBeCloseTo(20);
    expect(lines.map((line) => line.sequence)).toEqual(lines.map((_, index) => index + 1));

    const log = await call(
      dispatcherToken,
      'GET',
      `/api/log/log-tender-truck?dateInit=${localDate}&dateEnd=${localDate}&page=0&size=10`,
    );
    expect(log.statusCode).toBe(200);
    expect(log.json().content.map((entry: TTripLog) => entry.id)).toContain(trip.id);
    const searched = await call(dispatcherToken, 'GET', `/api/log/log-tender-truck?search=zzzz-none`);
    expect(searched.json().totalElements).toBe(0);
    const unsortable = await call(dispatcherToken, 'GET', `/api/log/log-tender-truck?sort=password,asc`);
    expect(unsortable.statusCode).toBe(400);
    expect(unsortable.json().code).toBe('invalidSort');
  });

  it('refuses a mark without loads.operate with 403', async () => {
    const load = (await loadsOf(applicatorToken)).loads[0]!;
    expect((await mark(applicatorToken, load, 'mixed')).statusCode).toBe(403);
  });

  it('refuses a stale version with 409 and a step out of order with 409', async () => {
    const fresh = await buildWorkOrder(services, auth, { carrierRate: 80 });
    await planDay([orderItem(order.cdOrdemServico, 20, 2), orderItem(fresh.cdOrdemServico, 10, 1)]);
    const load = (await loadsOf(mixerToken)).loads.find(
      (entry) => entry.cdOrdemServico === fresh.cdOrdemServico,
    )!;
    expect(load.status).toBe('pending');
    expect((await mark(mixerToken, load, 'mixed')).statusCode).toBe(200);
    const stale = await mark(dispatcherToken, load, 'mixed');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('loadStale');
    const skipped = await mark(mixerToken, { key: load.key, version: 1 }, 'dispatched');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().code).toBe('loadStepNotAllowed');
  });

  it('answers 404 for another owner: no loads, no trips, no marks', async () => {
    const mine = await loadsOf(dispatcherToken);
    expect(mine.loads.length).toBeGreaterThan(0);
    const theirs = await call(otherToken, 'GET', `/api/loads?data=${localDate}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().loads).toEqual([]);
    expect(
      (await call(otherToken, 'GET', `/api/loads?data=${localDate}&configuracaoId=${spray.id}`)).statusCode,
    ).toBe(404);
    expect((await mark(otherToken, mine.loads[0]!, 'mixed')).statusCode).toBe(404);
    const trips: TTripLog[] = (
      await call(dispatcherToken, 'GET', `/api/tender/dispatch/historic?date=${localDate}`)
    ).json();
    expect(trips.length).toBeGreaterThan(0);
    expect(
      (await call(otherToken, 'GET', `/api/tender/dispatch/historic/details/${trips[0]!.id}`)).statusCode,
    ).toBe(404);
    expect((await call(otherToken, 'GET', `/api/tender/dispatch/historic?date=${localDate}`)).json()).toEqual(
      [],
    );
  });

  it("keeps a branch's loads to the users of that branch", async () => {
    const otherBranch = Object.values(demo.units).find((id) => id !== auth.unitId)!;
    await addBranchUser(
      { database, demo },
      { login: 'mixer-south', unitId: otherBranch, roles: ['MIX_OPERATOR'] },
    );
    const token = await login('mixer-south');
    const day = (await call(token, 'GET', `/api/loads?data=${localDate}`)).json() as TLoadsDay;
    expect(day.loads).toEqual([]);
    const load = (await loadsOf(dispatcherToken)).loads[0]!;
    expect((await mark(token, load, 'mixed')).statusCode).toBe(404);
  });
});

it("answers today's loads of the demo without error", async () => {
  const today = localDateOf(new Date(), spray.timeZone);
  const response = await call(mixerToken, 'GET', `/api/loads?data=${today}`);
  expect(response.statusCode).toBe(200);
});
