import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ZWorkOrderInput, type TWorkOrderRecord } from '@tramline/domain';
import { buildFarm, buildField } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { workOrders } from './work-orders.tables';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const services = app.services;
const token = await login('demo');
const auth = (await services.auth.authenticate(token))!;

/** What a single read answers for each id, leaving out those it does not find. */
async function singleReads(ids: readonly number[]) {
  const records: TWorkOrderRecord[] = [];
  for (const id of new Set(ids)) {
    const record = await services.workOrders.get(auth, id).catch(() => undefined);
    if (record) records.push(record);
  }
  return records;
}

/** Two new fields of one new farm of the branch, with boundaries and area. */
async function twoFields() {
  const farm = await buildFarm(services, auth);
  return [
    await buildField(services, auth, { farmId: farm.id }),
    await buildField(services, auth, { farmId: farm.id }),
  ];
}

async function makeOrder(productId: number, rate: number, applicatorId: number | null = null) {
  const [first, second] = await twoFields();
  const [record] = await services.workOrders.create(
    auth,
    ZWorkOrderInput.parse({
      description: 'Batch read',
      growerId: first!.growerId,
      farmId: first!.farmId,
      fieldIds: [first!.id, second!.id],
      equipmentGroupId: null,
      applicatorId,
      products: [{ productId, rate, rateUnit: 'l' }],
      timing: 'PREPLANT',
      applicationType: 'MIX',
    }),
    { breakFields: false },
  );
  return record!.cdOrdemServico;
}

/** A blend on two fields of a farm: the blend's name and flag come with its product line. */
async function blendOrder() {
  const blend = (await services.products.allRecords(auth)).find((product) => product.isBlend);
  expect(blend, 'the demo branch has a blend').toBeDefined();
  return makeOrder(blend!.id, 250);
}

/**
 * Orders of six applicators (more than are read one by one) on a dicamba product, half of them
 * holding only an applicator licence: the alerts come from the branch's employee list.
 */
async function applicatorOrders() {
  const dicamba = (await services.products.allRecords(auth)).find(
    (product) => product.licenceRequired === 'DICAMBA',
  );
  expect(dicamba, 'the demo branch has a dicamba product').toBeDefined();
  const ids: number[] = [];
  for (let index = 0; index < 6; index += 1) {
    const employee = await call(token, 'POST', '/api/funcionario', {
      code: `BATCH-${index}`,
      credential: `BADGE-BATCH-${index}`,
      name: `Batch Applicator ${index}`,
      role: 'OPERATOR',
      licences:
        index % 2
          ? [
              {
                type: 'APPLICATOR',
                number: `IA-B-${index}`,
                effectiveDate: '2025-01-01',
                expirationDate: '2099-12-31',
              },
            ]
          : [],
    });
    expect(employee.statusCode, employee.body).toBe(201);
    ids.push(await makeOrder(dicamba!.id, 1, employee.json<{ id: number }>().id));
  }
  return ids;
}

const rows = await database.db
  .select({
    id: workOrders.id,
    ownerId: workOrders.ownerId,
    unitId: workOrders.unitId,
    fieldIds: workOrders.fieldIds,
    productIds: workOrders.productIds,
    applicatorId: workOrders.applicatorId,
  })
  .from(workOrders)
  .orderBy(workOrders.id);
const own = rows.filter((row) => row.ownerId === auth.ownerId && row.unitId === auth.unitId);
const otherBranch = rows.filter((row) => row.ownerId === auth.ownerId && row.unitId !== auth.unitId);
const otherOwner = rows.filter((row) => row.ownerId !== auth.ownerId);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('work orders: batch read of records', () => {
  it('answers the same records as single reads, in the order asked, leaving out other branches and tenants', async () => {
    const blend = await blendOrder();
    const licensed = await applicatorOrders();
    const severalFields = own.filter((row) => row.fieldIds.length > 1).slice(0, 4);
    const severalProducts = own.filter((row) => row.productIds.length > 1).slice(0, 4);
    const byApplicator = [
      ...new Map(
        own.filter((row) => row.applicatorId !== null).map((row) => [row.applicatorId, row] as const),
      ).values(),
    ];
    expect(severalFields.length).toBeGreaterThan(0);
    expect(severalProducts.length).toBeGreaterThan(0);
    expect(otherBranch.length).toBeGreaterThan(0);
    expect(otherOwner.length).toBeGreaterThan(0);
    const ids = [
      ...otherBranch.slice(0, 3).map((row) => row.id),
      ...severalFields.map((row) => row.id).reverse(),
      blend,
      ...otherOwner.slice(0, 2).map((row) => row.id),
      ...severalProducts.map((row) => row.id),
      ...byApplicator.map((row) => row.id),
      ...licensed,
      ...own.slice(-6).map((row) => row.id),
      999_999_999,
      blend,
    ];

    const expected = await singleReads(ids);
    const batch = await services.workOrders.findRecords(auth, ids);

    expect(batch).toEqual(expected);
    expect(batch.map((record) => record.cdOrdemServico)).not.toContain(otherBranch[0]!.id);
    expect(batch.map((record) => record.cdOrdemServico)).not.toContain(otherOwner[0]!.id);
    const blendRecord = batch.find((record) => record.cdOrdemServico === blend)!;
    expect(blendRecord.fields).toHaveLength(2);
    expect(blendRecord.products[0]!.isBlend).toBe(true);
    // Enough applicators that they are read from the branch's employees: the same licences and alerts.
    expect(
      new Set(batch.map((record) => record.applicatorId).filter((id) => id !== null)).size,
    ).toBeGreaterThan(4);
    expect(batch.filter((record) => record.licenceAlerts.length > 0).length).toBeGreaterThan(0);
  });

  it('answers the same records for a handful of applicators, read one by one', async () => {
    const ids = own
      .filter((row) => row.applicatorId !== null)
      .slice(0, 2)
      .map((row) => row.id);
    expect(await services.workOrders.findRecords(auth, ids)).toEqual(await singleReads(ids));
  });

  it('reads the branch’s facts, names and applicators as often for every order of the branch as for a few', async () => {
    // Counted with the branch facts' cache off: what is measured is the reads of one batch.
    await services.workOrders.stop();
    onTestFinished(() => services.workOrders.start());
    const facts = vi.spyOn(services.products, 'allRecords');
    const names = vi.spyOn(services.fields, 'summaries');
    const applicators = vi.spyOn(services.employees, 'get');
    const calls = () => [facts.mock.calls.length, names.mock.calls.length];
    const few = own.filter((row) => row.applicatorId === null).slice(0, 3);
    expect(
      await services.workOrders.findRecords(
        auth,
        few.map((row) => row.id),
      ),
    ).toHaveLength(3);
    const forFew = calls();
    expect(forFew[0]).toBe(1);
    facts.mockClear();
    names.mockClear();
    const records = await services.workOrders.findRecords(
      auth,
      own.map((row) => row.id),
    );
    expect(records.length).toBeGreaterThan(10);
    expect(calls()).toEqual(forFew);
    expect(applicators).not.toHaveBeenCalled();
  });

  it('answers the same documents as single reads, and 404 when one order is not in the branch', async () => {
    const withApplicators = await database.db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(and(eq(workOrders.unitId, auth.unitId), isNotNull(workOrders.applicatorId)))
      .limit(2);
    expect(withApplicators.length).toBeGreaterThan(0);
    const ids = [
      ...withApplicators.map((row) => row.id),
      ...own.slice(-3).map((row) => row.id),
      ...own
        .filter((row) => row.fieldIds.length > 1)
        .slice(0, 2)
        .map((row) => row.id),
      ...own
        .filter((row) => row.productIds.length > 1)
        .slice(0, 2)
        .map((row) => row.id),
    ];
    const expected = [];
    for (const id of new Set(ids)) expected.push(await services.workOrders.document(auth, id));
    expect(await services.workOrders.documents(auth, [...ids, ids[0]!])).toEqual(expected);
    await expect(services.workOrders.documents(auth, [ids[0]!, otherBranch[0]!.id])).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('answers nothing for no ids or only unknown ones', async () => {
    expect(await services.workOrders.findRecords(auth, [])).toEqual([]);
    expect(
      await services.workOrders.findRecords(
        auth,
        otherOwner.slice(0, 2).map((row) => row.id),
      ),
    ).toEqual([]);
  });
});
