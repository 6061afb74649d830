import { and, arrayOverlaps, asc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/database';
import { allOf, countAll, orderBy, pageWindow, searchWhere, type TSortable } from '../../../db/list';
import {
  equipmentGroupMachines,
  equipmentGroups,
  equipmentGroupWorkingPeriods,
} from './equipment-groups.tables';

export type TEquipmentGroupRow = typeof equipmentGroups.$inferSelect;
export type TWorkingPeriodRow = typeof equipmentGroupWorkingPeriods.$inferSelect;
export type TGroupMachineRow = typeof equipmentGroupMachines.$inferSelect;
export type TEquipmentGroupFull = TEquipmentGroupRow & {
  periods: TWorkingPeriodRow[];
  machines: TGroupMachineRow[];
};
export type TGroupMachineValues = Omit<
  typeof equipmentGroupMachines.$inferInsert,
  'id' | 'groupId' | 'position'
>;

/** Machines of a group by role; table-qualified because the subquery sees both tables' `id`. */
const countOfRole = (role: 'member' | 'tender') =>
  sql<number>`(select count(*)::int from "equipment_group_machines" m where m."group_id" = "equipment_groups"."id" and m."role" = ${role})`;
const memberCount = countOfRole('member');
const tenderCount = countOfRole('tender');

/** Wire names a group list may be sorted by. */
const sortable: TSortable = {
  id: equipmentGroups.id,
  name: equipmentGroups.name,
  description: equipmentGroups.name,
  active: equipmentGroups.active,
  mixtureType: equipmentGroups.mixtureType,
  distributionType: equipmentGroups.distributionType,
  robot: equipmentGroups.robot,
  equipmentCount: memberCount,
  tenderCount,
};

/** Owner, the branches asked and the caller's permitted offices; a group without offices serves the whole branch. */
export interface TGroupScope {
  ownerId: number;
  unitIds: number[];
  /** Null: no office filter (groups of other branches, whose offices the caller's list does not cover). */
  locationIds: number[] | null;
}

export interface TGroupListQuery {
  page: number;
  size: number;
  sort?: string;
  search?: string;
  active?: boolean;
  robot?: boolean;
  mixtureType?: string;
  locationIds?: number[];
}

export function createEquipmentGroupsRepository(db: TExecutor) {
  const inScope = (scope: TGroupScope) =>
    and(
      eq(equipmentGroups.ownerId, scope.ownerId),
      inArray(equipmentGroups.unitId, scope.unitIds.length ? scope.unitIds : [-1]),
      scope.locationIds === null
        ? undefined
        : or(
            sql`cardinality(${equipmentGroups.locationIds}) = 0`,
            arrayOverlaps(equipmentGroups.locationIds, scope.locationIds.length ? scope.locationIds : [-1]),
          ),
    );

  function whereOf(scope: TGroupScope, query: Omit<TGroupListQuery, 'page' | 'size' | 'sort'>) {
    return allOf(
      inScope(scope),
      searchWhere(query.search, [equipmentGroups.name, equipmentGroups.productiveOperation]),
      query.active === undefined ? undefined : eq(equipmentGroups.active, query.active),
      query.robot === undefined ? undefined : eq(equipmentGroups.robot, query.robot),
      query.mixtureType ? eq(equipmentGroups.mixtureType, query.mixtureType) : undefined,
      query.locationIds?.length
        ? or(
            sql`cardinality(${equipmentGroups.locationIds}) = 0`,
            arrayOverlaps(equipmentGroups.locationIds, query.locationIds),
          )
        : undefined,
    );
  }

  const summaryColumns = { group: equipmentGroups, equipmentCount: memberCount, tenderCount };

  return {
    async list(scope: TGroupScope, query: TGroupListQuery) {
      const where = whereOf(scope, query);
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(equipmentGroups)
          .where(where)
          .orderBy(...orderBy(query.sort, sortable))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ count: countAll }).from(equipmentGroups).where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },

    /** Every matching group, by name. */
    async all(scope: TGroupScope, query: Omit<TGroupListQuery, 'page' | 'size' | 'sort'> = {}) {
      return db
        .select(summaryColumns)
        .from(equipmentGroups)
        .where(whereOf(scope, query))
        .orderBy(asc(equipmentGroups.name), asc(equipmentGroups.id));
    },

    /** Active groups of every owner that send their machines' days automatically (the auto-send scheduler). */
    async autoSending() {
      return db
        .select({
          id: equipmentGroups.id,
          ownerId: equipmentGroups.ownerId,
          unitId: equipmentGroups.unitId,
          autoSendMinute: equipmentGroups.autoSendMinute,
        })
        .from(equipmentGroups)
        .where(
          and(
            eq(equipmentGroups.active, true),
            eq(equipmentGroups.autoSendLoads, true),
            sql`${equipmentGroups.autoSendMinute} is not null`,
          ),
        )
        .orderBy(asc(equipmentGroups.id));
    },

    async find(scope: TGroupScope, id: number): Promise<TEquipmentGroupFull | undefined> {
      const [row] = await db
        .select()
        .from(equipmentGroups)
        .where(and(inScope(scope), eq(equipmentGroups.id, id)));
      if (!row) return undefined;
      const [periods, machines] = await Promise.all([
        db.select().from(equipmentGroupWorkingPeriods).where(eq(equipmentGroupWorkingPeriods.groupId, id)),
        db
          .select()
          .from(equipmentGroupMachines)
          .where(eq(equipmentGroupMachines.groupId, id))
          .orderBy(asc(equipmentGroupMachines.position), asc(equipmentGroupMachines.id)),
      ]);
      return { ...row, periods, machines };
    },

    /** The group each machine is in (any branch of the owner); all the owner's grouped machines without ids. */
    async groupsOfMachines(ownerId: number, equipmentIds?: readonly number[]) {
      return db
        .select({
          equipmentId: equipmentGroupMachines.equipmentId,
          groupId: equipmentGroups.id,
          groupName: equipmentGroups.name,
        })
        .from(equipmentGroupMachines)
        .innerJoin(equipmentGroups, eq(equipmentGroups.id, equipmentGroupMachines.groupId))
        .where(
          and(
            eq(equipmentGroups.ownerId, ownerId),
            equipmentIds
              ? inArray(equipmentGroupMachines.equipmentId, equipmentIds.length ? [...equipmentIds] : [-1])
              : undefined,
          ),
        );
    },

    /** How many group entries name each warehouse (for the places module's delete check). */
    async warehouseUses(ownerId: number, placeIds: readonly number[]) {
      return db
        .select({ placeId: equipmentGroupMachines.warehouseId, count: countAll })
        .from(equipmentGroupMachines)
        .innerJoin(equipmentGroups, eq(equipmentGroups.id, equipmentGroupMachines.groupId))
        .where(
          and(
            eq(equipmentGroups.ownerId, ownerId),
            inArray(equipmentGroupMachines.warehouseId, placeIds.length ? [...placeIds] : [-1]),
          ),
        )
        .groupBy(equipmentGroupMachines.warehouseId);
    },

    /** How many group entries pull each implement or trailer. */
    async implementUses(ownerId: number, implementIds: readonly number[]) {
      return db
        .select({ implementId: equipmentGroupMachines.implementId, count: countAll })
        .from(equipmentGroupMachines)
        .innerJoin(equipmentGroups, eq(equipmentGroups.id, equipmentGroupMachines.groupId))
        .where(
          and(
            eq(equipmentGroups.ownerId, ownerId),
            inArray(equipmentGroupMachines.implementId, implementIds.length ? [...implementIds] : [-1]),
          ),
        )
        .groupBy(equipmentGroupMachines.implementId);
    },

    /** A machine entry of a group in scope, by the machine's id. */
    async findMachineByEquipment(scope: TGroupScope, equipmentId: number) {
      const [row] = await db
        .select({ machine: equipmentGroupMachines, group: equipmentGroups })
        .from(equipmentGroupMachines)
        .innerJoin(equipmentGroups, eq(equipmentGroups.id, equipmentGroupMachines.groupId))
        .where(and(inScope(scope), eq(equipmentGroupMachines.equipmentId, equipmentId)));
      return row;
    },

    async findMachine(scope: TGroupScope, machineId: number) {
      const [row] = await db
        .select({ machine: equipmentGroupMachines, group: equipmentGroups })
        .from(equipmentGroupMachines)
        .innerJoin(equipmentGroups, eq(equipmentGroups.id, equipmentGroupMachines.groupId))
        .where(and(inScope(scope), eq(equipmentGroupMachines.id, machineId)));
      return row;
    },

    async insert(values: typeof equipmentGroups.$inferInsert) {
      const [row] = await db.insert(equipmentGroups).values(values).returning();
      return row!;
    },

    /** Updates when the version still matches; answers undefined when someone saved first. */
    async update(id: number, version: number, values: Partial<typeof equipmentGroups.$inferInsert>) {
      const [row] = await db
        .update(equipmentGroups)
        .set({ ...values, version: sql`${equipmentGroups.version} + 1`, updatedAt: new Date() })
        .where(and(eq(equipmentGroups.id, id), eq(equipmentGroups.version, version)))
        .returning();
      return row;
    },

    async replacePeriods(
      groupId: number,
      periods: readonly {
        dayOfWeek: string;
        startMinute: number;
        endMinute: number;
        overtimeMinutes: number;
      }[],
    ) {
      await db.delete(equipmentGroupWorkingPeriods).where(eq(equipmentGroupWorkingPeriods.groupId, groupId));
      if (periods.length)
        await db
          .insert(equipmentGroupWorkingPeriods)
          .values(periods.map((period) => ({ groupId, ...period })));
    },

    /**
     * Makes the group's machines these. An entry keeps its id while its machine stays in the group
     * (members and tenders alike); machines that left are removed first so the one-group-per-machine
     * index never sees a machine twice.
     */
    async replaceMachines(groupId: number, machines: readonly TGroupMachineValues[]) {
      const keep = machines.map((machine) => machine.equipmentId);
      await db
        .delete(equipmentGroupMachines)
        .where(
          and(
            eq(equipmentGroupMachines.groupId, groupId),
            keep.length ? notInArray(equipmentGroupMachines.equipmentId, keep) : undefined,
          ),
        );
      const existing = await db
        .select({ id: equipmentGroupMachines.id, equipmentId: equipmentGroupMachines.equipmentId })
        .from(equipmentGroupMachines)
        .where(eq(equipmentGroupMachines.groupId, groupId));
      for (const [position, machine] of machines.entries()) {
        const current = existing.find((row) => row.equipmentId === machine.equipmentId);
        if (current)
          await db
            .update(equipmentGroupMachines)
            .set({ ...machine, position })
            .where(eq(equipmentGroupMachines.id, current.id));
        else await db.insert(equipmentGroupMachines).values({ ...machine, groupId, position });
      }
    },

    async updateMachine(id: number, values: Partial<TGroupMachineValues>) {
      await db.update(equipmentGroupMachines).set(values).where(eq(equipmentGroupMachines.id, id));
    },

    async remove(id: number) {
      await db.delete(equipmentGroups).where(eq(equipmentGroups.id, id));
    },
  };
}

export type TEquipmentGroupsRepository = ReturnType<typeof createEquipmentGroupsRepository>;
