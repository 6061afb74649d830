import { afterAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { mixtureOfProduct, type TCleaningFamily, type TPlanType, type TProductType } from '@tramline/domain';
import { localDateOf } from '../calendar/calendar';
import { equipmentGroups } from '../modules/records/equipment-groups/equipment-groups.tables';
import { blendComponents, crops, productCrops, products } from '../modules/records/products/products.tables';
import { units } from '../modules/tenancy/tenancy.tables';
import { workOrderProducts, workOrders } from '../modules/work-orders/work-orders.tables';
import { createTestDatabase } from '../test/test-database';
import {
  DEMO_OPERATIONS,
  FAMILIES_OF_PURPOSE,
  operationsInSeason,
  TIMINGS_OF_PURPOSE,
  type TOperationPurpose,
} from './operations.demo';

/** What a description names for each purpose, so a 'Fungicide pass' of potash cannot pass. */
const NAMED: Record<TOperationPurpose, RegExp> = {
  HERBICIDE: /burndown|emerge|herbicid|dicamba|dessecação|plantas daninhas/i,
  FUNGICIDE: /fungicid/i,
  INSECTICIDE: /inseticid|insecticid/i,
  FERTILIZER: /nitrogen|P&K|potash|MAP|urea|ureia|potássio|KCl|adubação/i,
};

describe('the demo’s field operations', () => {
  it('give each crew kind an operation in every month, in season where the branch has one', () => {
    for (const branch of ['iowa', 'matoGrosso'] as const)
      for (const kind of ['LIQUID', 'DRY'] as const)
        for (let month = 1; month <= 12; month += 1) {
          const found = operationsInSeason(branch, kind, month);
          expect(found.length).toBeGreaterThan(0);
          const inSeason = DEMO_OPERATIONS[branch].filter(
            (operation) => operation.kind === kind && operation.months.includes(month),
          );
          if (inSeason.length) expect(found).toEqual(inSeason);
        }
    // Iowa's sprayers have nothing to do in January: the first passes of spring stand in.
    expect(operationsInSeason('iowa', 'LIQUID', 1).map((operation) => operation.months[0])).toEqual([4, 4]);
  });

  it('name their purpose and have a timing that purpose can have', () => {
    for (const operation of Object.values(DEMO_OPERATIONS).flat()) {
      for (const [purpose, words] of Object.entries(NAMED))
        expect(words.test(operation.description), operation.description).toBe(purpose === operation.purpose);
      expect(TIMINGS_OF_PURPOSE[operation.purpose]).toContain(operation.timing);
    }
  });
});

describe('the demo’s work orders', async () => {
  const database = await createTestDatabase('demo');
  afterAll(() => database.close());
  const db = database.db;
  const demo = inject('testSnapshots').demo;
  const orders = await db
    .select({
      id: workOrders.id,
      unitId: workOrders.unitId,
      description: workOrders.description,
      timing: workOrders.timing,
      cropCode: crops.code,
      plannedStart: workOrders.plannedStart,
      groupMixture: equipmentGroups.mixtureType,
      timeZone: units.timeZone,
    })
    .from(workOrders)
    .innerJoin(units, eq(units.id, workOrders.unitId))
    .leftJoin(crops, eq(crops.id, workOrders.cropId))
    .leftJoin(equipmentGroups, eq(equipmentGroups.id, workOrders.equipmentGroupId))
    .where(eq(workOrders.ownerId, demo.ownerId));
  const lines = await db
    .select({ orderId: workOrderProducts.workOrderId, line: workOrderProducts, product: products })
    .from(workOrderProducts)
    .innerJoin(products, eq(products.id, workOrderProducts.productId));
  const productIds = [...new Set(lines.map(({ product }) => product.id))];
  const components = await db
    .select({ blendId: blendComponents.blendId, productId: blendComponents.productId })
    .from(blendComponents)
    .where(inArray(blendComponents.blendId, productIds));
  const links = await db
    .select({ productId: productCrops.productId, code: crops.code })
    .from(productCrops)
    .innerJoin(crops, eq(crops.id, productCrops.cropId));
  const allFamilies = await db
    .select({ id: products.id, family: products.cleaningFamily })
    .from(products)
    .where(inArray(products.id, [...productIds, ...components.map((component) => component.productId), -1]));
  const familyOf = new Map(allFamilies.map((row) => [row.id, row.family as TCleaningFamily]));
  /** The crops a product's label (or each of a blend's parts' labels) allows; null where it names none. */
  const cropsAllowed = (productId: number): Set<string> | null => {
    const parts = components.filter((component) => component.blendId === productId);
    const ids = parts.length ? parts.map((part) => part.productId) : [productId];
    let allowed: Set<string> | null = null;
    for (const id of ids) {
      const codes = links.filter((link) => link.productId === id).map((link) => link.code);
      if (!codes.length) continue;
      allowed = new Set(allowed ? codes.filter((code) => allowed!.has(code)) : codes);
    }
    return allowed;
  };
  const branchOf = (unitId: number) => (unitId === demo.units.iowa ? 'iowa' : 'matoGrosso');

  /** The purpose an order's description names: exactly one. */
  const purposeOf = (description: string) => {
    const named = (Object.keys(NAMED) as TOperationPurpose[]).filter((purpose) =>
      NAMED[purpose].test(description),
    );
    expect(named, description).toHaveLength(1);
    return named[0]!;
  };

  it('are, but for the robot’s own order, one of the branch’s operations in season at the planned date', () => {
    expect(orders.length).toBeGreaterThanOrEqual(60);
    const others: string[] = [];
    for (const order of orders) {
      const branch = branchOf(order.unitId);
      const operation = DEMO_OPERATIONS[branch].find((entry) => entry.description === order.description);
      if (!operation) {
        others.push(order.description);
        continue;
      }
      const month = Number(localDateOf(order.plannedStart!, order.timeZone).slice(5, 7));
      expect(operationsInSeason(branch, operation.kind, month)).toContain(operation);
      expect(order.timing).toBe(operation.timing);
      expect(order.cropCode).toBe(operation.crop);
      expect(order.groupMixture).toBe(operation.kind);
    }
    expect(others).toEqual(['Catação de reboleiras de plantas daninhas na soja (robô)']);
  });

  it('hold products of the purpose their description names, in the group’s mixture, for the order’s crop and timing, within the label', () => {
    const broken: string[] = [];
    for (const order of orders) {
      const purpose = purposeOf(order.description);
      if (!TIMINGS_OF_PURPOSE[purpose].includes(order.timing as TPlanType))
        broken.push(`${order.description}: ${order.timing}`);
      const own = lines.filter((line) => line.orderId === order.id);
      if (!own.length) broken.push(`${order.description}: no product`);
      for (const { line, product } of own) {
        const where = `${order.description} / ${product.name}`;
        if (mixtureOfProduct(product.type as TProductType) !== order.groupMixture)
          broken.push(`${where}: kind`);
        const parts = components.filter((component) => component.blendId === product.id);
        for (const id of parts.length ? parts.map((part) => part.productId) : [product.id])
          if (!FAMILIES_OF_PURPOSE[purpose].includes(familyOf.get(id)!))
            broken.push(`${where}: ${familyOf.get(id)} in a ${purpose} pass`);
        const allowed = cropsAllowed(product.id);
        if (allowed && !allowed.has(order.cropCode!))
          broken.push(`${where}: not labelled for ${order.cropCode}`);
        if (line.rateUnit !== product.rateUnit) broken.push(`${where}: rate in ${line.rateUnit}`);
        const single = product.singleApplicationAmountPerHectare;
        if (single !== null && line.ratePerHectare > single * (1 + 1e-9))
          broken.push(`${where}: over the label`);
        if (purpose === 'FERTILIZER' && (line.ratePerHectare < 50 || line.ratePerHectare > 500))
          broken.push(`${where}: ${line.ratePerHectare} per hectare`);
      }
    }
    expect(broken).toEqual([]);
  });
});
