import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { blendComponents, crops, cropStages, cropVarieties, productCrops, products } from './products.tables';

export type TProductRow = typeof products.$inferSelect;
export type TCropRow = typeof crops.$inferSelect;

/** Wire names a product list may be sorted by. */
const sortable: TSortable = {
  id: products.id,
  descProduct: products.name,
  typeProduct: products.type,
  status: products.status,
  epa: products.epa,
  vlHumidityMax: products.humidityMaxPercent,
  vlTemperatureMax: products.temperatureMaxCelsius,
  vlVelocWindMin: products.windSpeedMinKmh,
  vlVelocWindMax: products.windSpeedMaxKmh,
};

export interface TProductScope {
  ownerId: number;
  unitId: number;
}

export interface TProductListFilter {
  page: number;
  size: number;
  sort?: string;
  search?: string;
  status?: 'ACTIVE' | 'DELETED' | 'ALL';
  type?: string;
  isBlend?: boolean;
  ids?: number[];
}

export function createProductsRepository(db: TExecutor) {
  const inScope = (scope: TProductScope) =>
    and(eq(products.ownerId, scope.ownerId), eq(products.unitId, scope.unitId));

  const whereOf = (scope: TProductScope, filter: Omit<TProductListFilter, 'page' | 'size' | 'sort'>) =>
    allOf(
      inScope(scope),
      searchWhere(filter.search, [products.name, products.epa, products.erpCode]),
      filter.status && filter.status !== 'ALL' ? eq(products.status, filter.status) : undefined,
      filter.type ? eq(products.type, filter.type) : undefined,
      filter.isBlend === undefined ? undefined : eq(products.isBlend, filter.isBlend),
      filter.ids ? inArray(products.id, filter.ids.length ? filter.ids : [-1]) : undefined,
    );

  return {
    async list(scope: TProductScope, filter: TProductListFilter) {
      const where = whereOf(scope, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(...orderBy(filter.sort, sortable))
          .limit(pageWindow(filter).limit)
          .offset(pageWindow(filter).offset),
        db.select({ count: countAll }).from(products).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    async all(scope: TProductScope, filter: Omit<TProductListFilter, 'page' | 'size'>) {
      return db
        .select()
        .from(products)
        .where(whereOf(scope, filter))
        .orderBy(...orderBy(filter.sort ?? 'descProduct,asc', sortable));
    },

    async find(scope: TProductScope, id: number) {
      const [row] = await db
        .select()
        .from(products)
        .where(and(inScope(scope), eq(products.id, id)));
      return row;
    },

    async findMany(scope: TProductScope, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(and(inScope(scope), inArray(products.id, ids)));
    },

    async insert(values: typeof products.$inferInsert) {
      const [row] = await db.insert(products).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; answers undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof products.$inferInsert>) {
      const [row] = await db
        .update(products)
        .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(and(eq(products.id, id), eq(products.version, version)))
        .returning();
      return row;
    },

    async setStatus(id: number, status: 'ACTIVE' | 'DELETED') {
      const [row] = await db
        .update(products)
        .set({
          status,
          deletedAt: status === 'DELETED' ? new Date() : null,
          version: sql`${products.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning();
      return row!;
    },

    /** Crops of each product, by product id. */
    async cropsOf(productIds: number[]) {
      if (productIds.length === 0) return new Map<number, { id: number; name: string }[]>();
      const rows = await db
        .select({ productId: productCrops.productId, id: crops.id, name: crops.name })
        .from(productCrops)
        .innerJoin(crops, eq(crops.id, productCrops.cropId))
        .where(inArray(productCrops.productId, productIds))
        .orderBy(asc(crops.name));
      const byProduct = new Map<number, { id: number; name: string }[]>();
      for (const row of rows)
        byProduct.set(row.productId, [
          ...(byProduct.get(row.productId) ?? []),
          { id: row.id, name: row.name },
        ]);
      return byProduct;
    },

    async replaceCrops(productId: number, cropIds: number[]) {
      await db.delete(productCrops).where(eq(productCrops.productId, productId));
      if (cropIds.length)
        await db.insert(productCrops).values(cropIds.map((cropId) => ({ productId, cropId })));
    },

    /** Components of each blend with the component's name and type, by blend id. */
    async componentsOf(blendIds: number[]) {
      const byBlend = new Map<number, { productId: number; name: string; type: string; rate: number }[]>();
      if (blendIds.length === 0) return byBlend;
      const rows = await db
        .select({
          blendId: blendComponents.blendId,
          productId: blendComponents.productId,
          rate: blendComponents.ratePerHectare,
          name: products.name,
          type: products.type,
        })
        .from(blendComponents)
        .innerJoin(products, eq(products.id, blendComponents.productId))
        .where(inArray(blendComponents.blendId, blendIds))
        .orderBy(asc(blendComponents.position));
      for (const row of rows) byBlend.set(row.blendId, [...(byBlend.get(row.blendId) ?? []), row]);
      return byBlend;
    },

    async replaceComponents(blendId: number, components: { productId: number; rate: number }[]) {
      await db.delete(blendComponents).where(eq(blendComponents.blendId, blendId));
      if (components.length) {
        await db.insert(blendComponents).values(
          components.map((component, position) => ({
            blendId,
            productId: component.productId,
            ratePerHectare: component.rate,
            position,
          })),
        );
      }
    },

    /** An active blend other than `exceptBlendId` that holds the product. */
    async activeBlendHolding(productId: number) {
      const [row] = await db
        .select({ id: products.id, name: products.name })
        .from(blendComponents)
        .innerJoin(products, eq(products.id, blendComponents.blendId))
        .where(
          and(
            eq(blendComponents.productId, productId),
            eq(products.status, 'ACTIVE'),
            ne(products.id, productId),
          ),
        );
      return row;
    },

    async crops(ownerId: number) {
      return db.select().from(crops).where(eq(crops.ownerId, ownerId)).orderBy(asc(crops.name));
    },

    async cropsById(ownerId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(crops)
        .where(and(eq(crops.ownerId, ownerId), inArray(crops.id, ids)));
    },

    async varieties(ownerId: number, cropId: number) {
      return db
        .select({ id: cropVarieties.id, cropId: cropVarieties.cropId, name: cropVarieties.name })
        .from(cropVarieties)
        .innerJoin(crops, eq(crops.id, cropVarieties.cropId))
        .where(and(eq(crops.ownerId, ownerId), eq(cropVarieties.cropId, cropId)))
        .orderBy(asc(cropVarieties.name));
    },

    async stages(ownerId: number) {
      return db
        .select({
          id: cropStages.id,
          cropId: cropStages.cropId,
          code: cropStages.code,
          name: cropStages.name,
          position: cropStages.position,
        })
        .from(cropStages)
        .innerJoin(crops, eq(crops.id, cropStages.cropId))
        .where(eq(crops.ownerId, ownerId))
        .orderBy(asc(cropStages.cropId), asc(cropStages.position));
    },
  };
}

export type TProductsRepository = ReturnType<typeof createProductsRepository>;
