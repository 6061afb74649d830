import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import { equipment, equipmentCompartments } from './equipment.tables';

export type TEquipmentRow = typeof equipment.$inferSelect;
export type TEquipmentCompartmentRow = typeof equipmentCompartments.$inferSelect;
export type TEquipmentWithCompartments = TEquipmentRow & { compartments: TEquipmentCompartmentRow[] };

/** Wire names an equipment list may be sorted by. */
const sortable: TSortable = {
  id: equipment.id,
  cdEquipamento: equipment.id,
  name: equipment.name,
  clientCode: equipment.clientCode,
  equipmentId: equipment.code,
  type: equipment.type,
  make: equipment.make,
  model: equipment.model,
  year: equipment.year,
  tankCapacity: equipment.tankCapacityLitres,
  boomWidth: equipment.boomWidthMetres,
  active: equipment.active,
};

export interface TEquipmentScope {
  ownerId: number;
  unitId: number;
}

export interface TEquipmentListQuery {
  page: number;
  size: number;
  sort?: string;
  search?: string;
  types?: string[];
  active?: boolean;
  ids?: number[];
  excludeIds?: number[];
}

export function createEquipmentRepository(db: TExecutor) {
  const inScope = (scope: TEquipmentScope) =>
    and(eq(equipment.ownerId, scope.ownerId), eq(equipment.unitId, scope.unitId));

  function whereOf(scope: TEquipmentScope, query: Omit<TEquipmentListQuery, 'page' | 'size' | 'sort'>) {
    return allOf(
      inScope(scope),
      searchWhere(query.search, [
        equipment.name,
        equipment.code,
        equipment.clientCode,
        equipment.make,
        equipment.model,
      ]),
      query.types?.length ? inArray(equipment.type, query.types) : undefined,
      query.active === undefined ? undefined : eq(equipment.active, query.active),
      query.ids ? inArray(equipment.id, query.ids.length ? query.ids : [-1]) : undefined,
      query.excludeIds?.length ? notInArray(equipment.id, query.excludeIds) : undefined,
    );
  }

  async function withCompartments(rows: TEquipmentRow[]): Promise<TEquipmentWithCompartments[]> {
    if (rows.length === 0) return [];
    const compartments = await db
      .select()
      .from(equipmentCompartments)
      .where(
        inArray(
          equipmentCompartments.equipmentId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(equipmentCompartments.position), asc(equipmentCompartments.id));
    return rows.map((row) => ({
      ...row,
      compartments: compartments.filter((compartment) => compartment.equipmentId === row.id),
    }));
  }

  return {
    async list(scope: TEquipmentScope, query: TEquipmentListQuery) {
      const where = whereOf(scope, query);
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(equipment)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(equipment).where(where),
      ]);
      return { rows: await withCompartments(rows), total: total?.count ?? 0 };
    },

    /** Every matching machine, by name; for selects. */
    async all(scope: TEquipmentScope, query: Omit<TEquipmentListQuery, 'page' | 'size' | 'sort'>) {
      const rows = await db
        .select()
        .from(equipment)
        .where(whereOf(scope, query))
        .orderBy(asc(equipment.name), asc(equipment.id))
        .limit(2000);
      return withCompartments(rows);
    },

    async find(scope: TEquipmentScope, id: number) {
      const [row] = await db
        .select()
        .from(equipment)
        .where(and(inScope(scope), eq(equipment.id, id)));
      return row ? (await withCompartments([row]))[0] : undefined;
    },

    /** Another machine of the owner, in any branch, with this code. */
    async findByCode(ownerId: number, code: string, exceptId?: number) {
      const [row] = await db
        .select({ id: equipment.id, unitId: equipment.unitId })
        .from(equipment)
        .where(
          and(
            eq(equipment.ownerId, ownerId),
            sql`lower(${equipment.code}) = lower(${code})`,
            exceptId === undefined ? undefined : ne(equipment.id, exceptId),
          ),
        );
      return row;
    },

    async findByClientCode(ownerId: number, clientCode: string, exceptId?: number) {
      const [row] = await db
        .select({ id: equipment.id, unitId: equipment.unitId })
        .from(equipment)
        .where(
          and(
            eq(equipment.ownerId, ownerId),
            sql`lower(${equipment.clientCode}) = lower(${clientCode})`,
            exceptId === undefined ? undefined : ne(equipment.id, exceptId),
          ),
        );
      return row;
    },

    /** Machine by fixed implement, for the implements the owner's machines carry for good. */
    async fixedImplements(ownerId: number, implementIds?: readonly number[]) {
      return db
        .select({ implementId: equipment.fixedImplementId, equipmentId: equipment.id })
        .from(equipment)
        .where(
          and(
            eq(equipment.ownerId, ownerId),
            isNotNull(equipment.fixedImplementId),
            implementIds
              ? inArray(equipment.fixedImplementId, implementIds.length ? [...implementIds] : [-1])
              : undefined,
          ),
        );
    },

    /** Count of machines by type (active ones), for the group views. */
    async idsAndTypes(scope: TEquipmentScope) {
      return db
        .select({ id: equipment.id, type: equipment.type })
        .from(equipment)
        .where(and(inScope(scope), eq(equipment.active, true)))
        .orderBy(asc(equipment.type), asc(equipment.id));
    },

    async insert(values: typeof equipment.$inferInsert) {
      const [row] = await db.insert(equipment).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; answers undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof equipment.$inferInsert>) {
      const [row] = await db
        .update(equipment)
        .set({ ...values, version: sql`${equipment.version} + 1`, updatedAt: new Date() })
        .where(and(eq(equipment.id, id), eq(equipment.version, version)))
        .returning();
      return row;
    },

    /** Makes the machine's compartments these, keeping the ids of the ones that stay. */
    async replaceCompartments(
      equipmentId: number,
      compartments: readonly { id?: number; name: string; capacity: number; mixtureType: string }[],
    ) {
      const keep = compartments.flatMap((compartment) =>
        compartment.id === undefined ? [] : [compartment.id],
      );
      await db
        .delete(equipmentCompartments)
        .where(
          and(
            eq(equipmentCompartments.equipmentId, equipmentId),
            keep.length ? notInArray(equipmentCompartments.id, keep) : undefined,
          ),
        );
      for (const [position, compartment] of compartments.entries()) {
        const values = {
          name: compartment.name,
          capacity: compartment.capacity,
          mixtureType: compartment.mixtureType,
          position,
        };
        if (compartment.id === undefined)
          await db.insert(equipmentCompartments).values({ equipmentId, ...values });
        else
          await db
            .update(equipmentCompartments)
            .set(values)
            .where(
              and(
                eq(equipmentCompartments.id, compartment.id),
                eq(equipmentCompartments.equipmentId, equipmentId),
              ),
            );
      }
    },

    async compartmentHolders(compartmentIds: readonly number[]) {
      if (compartmentIds.length === 0) return [];
      return db
        .select({ id: equipmentCompartments.id, equipmentId: equipmentCompartments.equipmentId })
        .from(equipmentCompartments)
        .where(inArray(equipmentCompartments.id, [...compartmentIds]));
    },

    async remove(id: number) {
      await db.delete(equipment).where(eq(equipment.id, id));
    },
  };
}

export type TEquipmentRepository = ReturnType<typeof createEquipmentRepository>;
