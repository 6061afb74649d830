import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import type {
  TEquipmentGroupSummary,
  TFieldSummary,
  TProductRecord,
  TWorkOrderRecord,
} from '@tramline/domain';
import { createTestApp } from '../../test/test-app';
import { units } from '../tenancy/tenancy.tables';
import { nextTicket } from './work-order-tickets';
import { workOrders } from './work-orders.tables';

const { call, login, database } = await createTestApp();
let token: string;
let input: Record<string, unknown>;

beforeAll(async () => {
  token = await login('demo');
  const fields = (await call(token, 'GET', '/api/talhoes?size=500')).json<{ content: TFieldSummary[] }>()
    .content;
  const field = fields.find((candidate) => !candidate.geometryMissing && candidate.areaHectares)!;
  const products = (await call(token, 'GET', '/api/produtos/all-dto')).json<TProductRecord[]>();
  const liquid = products.find(
    (product) => product.typeProduct === 'LIQUID' && product.missingWeather.length === 0 && !product.isBlend,
  )!;
  const groups = (await call(token, 'GET', '/api/config-proc-ordem-servico/all')).json<
    TEquipmentGroupSummary[]
  >();
  input = {
    description: 'Post-emerge pass',
    growerId: field.growerId,
    farmId: field.farmId,
    fieldIds: [field.id],
    products: [{ productId: liquid.id, rate: 2.34, rateUnit: 'fl oz' }],
    carrierRate: 140,
    equipmentGroupId: groups.find((group) => group.mixtureType === 'LIQUID')!.id,
    timing: 'POST',
    applicationType: 'MIX',
  };
});

async function create(ticket: string | null): Promise<TWorkOrderRecord> {
  const response = await call(token, 'POST', '/api/ordemservicos', { ...input, vlOrdemServico: ticket });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TWorkOrderRecord[]>()[0]!;
}

describe('work orders: ticket numbers', () => {
  it("gives an order saved with its ticket blank the branch's next number, never its id", async () => {
    const first = await create(null);
    const second = await create(null);
    expect(first.vlOrdemServico).toMatch(/^\d+$/);
    expect(first.vlOrdemServico).not.toBe(String(first.cdOrdemServico));
    expect(Number(second.vlOrdemServico)).toBe(Number(first.vlOrdemServico) + 1);
  });

  it('follows the highest numeric ticket of the branch, so no number is given twice', async () => {
    const order = await create(null);
    const [row] = await database.db.select().from(workOrders).where(eq(workOrders.id, order.cdOrdemServico));
    const others = await database.db
      .select({ ticket: workOrders.ticket })
      .from(workOrders)
      .where(and(eq(workOrders.unitId, row!.unitId), ne(workOrders.id, order.cdOrdemServico)));
    const numbers = others
      .map((other) => other.ticket ?? '')
      .filter((ticket) => /^\d{1,9}$/.test(ticket))
      .map(Number);
    expect(Number(order.vlOrdemServico)).toBe(Math.max(...numbers) + 1);
  });

  it('keeps a typed ticket, and skips the number a person typed on another order meanwhile', async () => {
    const before = Number((await create(null)).vlOrdemServico);
    const typed = await create(String(before + 1));
    expect(typed.vlOrdemServico).toBe(String(before + 1));
    expect((await create(null)).vlOrdemServico).toBe(String(before + 2));
  });

  it('gives two concurrent blank saves two different numbers', async () => {
    const orders = await Promise.all([create(null), create(null), create(null)]);
    const tickets = orders.map((order) => order.vlOrdemServico);
    expect(new Set(tickets).size).toBe(3);
  });

  it('keeps the ticket of an edited order saved with the field blank', async () => {
    const order = await create('T-77');
    const saved = await call(token, 'PUT', '/api/ordemservicos', {
      ...input,
      cdOrdemServico: order.cdOrdemServico,
      version: order.version,
      vlOrdemServico: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TWorkOrderRecord>().vlOrdemServico).toBe('T-77');
  });

  it('counts each branch on its own', async () => {
    const [a, b] = await database.db.select().from(units).orderBy(asc(units.id)).limit(2);
    const inA = Number(await nextTicket(database.db, a!.ownerId, a!.id));
    const inB = Number(await nextTicket(database.db, b!.ownerId, b!.id));
    expect(Number(await nextTicket(database.db, a!.ownerId, a!.id))).toBe(inA + 1);
    expect(Number(await nextTicket(database.db, b!.ownerId, b!.id))).toBe(inB + 1);
  });
});
