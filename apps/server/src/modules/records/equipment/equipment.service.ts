import {
  EQUIPMENT_TYPES,
  toPage,
  type TEquipmentInput,
  type TEquipmentSubgroup,
  type TEquipmentType,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { createUsageRegistry } from '../../usage-registry';
import type { TImplementsService } from '../implements/implements.service';
import {
  createEquipmentRepository,
  type TEquipmentListQuery,
  type TEquipmentRepository,
  type TEquipmentScope,
  type TEquipmentWithCompartments,
} from './equipment.repository';
import { presentEquipment } from './equipment.presenter';

function scopeOf(auth: TAuth): TEquipmentScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

/**
 * The group each machine works in. The equipment-groups module owns the membership and plugs this
 * in; without ids it answers every machine of the owner that is in a group.
 */
export type TGroupLookup = (
  ownerId: number,
  equipmentIds?: readonly number[],
) => Promise<Map<number, { id: number; name: string }>>;

function columnsOf(input: TEquipmentInput) {
  return {
    name: input.name,
    clientCode: input.clientCode,
    code: input.equipmentId,
    type: input.type,
    profile: input.profile,
    model: input.model,
    make: input.make,
    year: input.year,
    controller: input.controller,
    boomWidthMetres: input.boomWidth,
    spreaderWidthMetres: input.spreaderWidth,
    spinnerRangeMinMetres: input.spinnerRangeMin,
    spinnerRangeMaxMetres: input.spinnerRangeMax,
    tankCapacityLitres: input.tankCapacity,
    hasFixedImplement: input.hasFixedImplement,
    fixedImplementId: input.hasFixedImplement ? input.fixedImplementId : null,
    implementType: input.implementType,
    fixedTanks: input.fixedTanks,
    trailerType: input.trailerType,
    stopReasonDelaySeconds: input.stopReasonDelay,
    fieldEfficiency: input.fieldEfficiency,
    productClasses: input.productClasses,
    active: input.active,
  };
}

export type TEquipmentQuery = Omit<TEquipmentListQuery, 'ids'> & { groupId?: number };

/** Machines of the active branch: sprayers, spreaders, tender trucks, robots... */
export function createEquipmentService(db: TDatabase, implementsService: TImplementsService) {
  const repository = createEquipmentRepository(db);
  /** Work orders, plans, trips and logs that used a machine. */
  const usage = createUsageRegistry(db);
  let groupLookup: TGroupLookup = async () => new Map();

  implementsService.setFixedOnLookup(async (ownerId, implementIds) => {
    const rows = await repository.fixedImplements(ownerId, implementIds);
    return new Map(rows.map((row) => [row.implementId!, row.equipmentId]));
  });

  async function present(ownerId: number, rows: TEquipmentWithCompartments[]) {
    const groups = rows.length
      ? await groupLookup(
          ownerId,
          rows.map((row) => row.id),
        )
      : new Map();
    return rows.map((row) => presentEquipment(row, groups.get(row.id) ?? null));
  }

  async function assertCodesFree(
    auth: TAuth,
    input: TEquipmentInput,
    exceptId: number | undefined,
    within: TEquipmentRepository,
  ) {
    const sameCode = await within.findByCode(auth.ownerId, input.equipmentId, exceptId);
    if (sameCode) {
      const key = sameCode.unitId === auth.unitId ? 'equipmentCodeInUse' : 'equipmentCodeInUseOtherBranch';
      throw new AppError(409, key, {}, [{ path: 'equipmentId', code: key, message: input.equipmentId }]);
    }
    if (input.clientCode && (await within.findByClientCode(auth.ownerId, input.clientCode, exceptId)))
      throw new AppError(409, 'equipmentClientCodeInUse', {}, [
        { path: 'clientCode', code: 'equipmentClientCodeInUse', message: input.clientCode },
      ]);
  }

  /** The fixed implement exists in the branch, is marked fixed, and is not fixed on another machine. */
  async function assertFixedImplement(auth: TAuth, input: TEquipmentInput, equipmentId: number | undefined) {
    if (!input.hasFixedImplement || input.fixedImplementId === null) return;
    const [implement] = await implementsService.findMany(auth, [input.fixedImplementId]);
    const detail = (code: string) => [
      { path: 'fixedImplementId', code, message: String(input.fixedImplementId) },
    ];
    if (!implement)
      throw new AppError(400, 'groupFixedImplementNotFound', {}, detail('groupFixedImplementNotFound'));
    if (!implement.fixed)
      throw new AppError(400, 'fixedImplementNotFixed', {}, detail('fixedImplementNotFixed'));
    if (implement.fixedOnEquipmentId !== null && implement.fixedOnEquipmentId !== equipmentId)
      throw new AppError(409, 'fixedImplementTaken', {}, detail('fixedImplementTaken'));
  }

  async function assertCompartmentsOwn(input: TEquipmentInput, equipmentId: number | undefined) {
    const ids = input.compartments.flatMap((compartment) =>
      compartment.id === undefined ? [] : [compartment.id],
    );
    const holders = await repository.compartmentHolders(ids);
    for (const [index, compartment] of input.compartments.entries()) {
      if (compartment.id === undefined) continue;
      const holder = holders.find((entry) => entry.id === compartment.id);
      if (!holder || holder.equipmentId !== equipmentId)
        throw new AppError(409, 'compartmentInUse', {}, [
          { path: `compartments.${index}`, code: 'compartmentInUse', message: compartment.name },
        ]);
    }
  }

  function uniqueViolationToConflict(error: unknown): never {
    if (isUniqueViolation(error)) throw conflict('equipmentCodeInUse');
    throw error;
  }

  async function idsOfGroup(ownerId: number, groupId: number) {
    const groups = await groupLookup(ownerId);
    return [...groups.entries()]
      .filter(([, group]) => group.id === groupId)
      .map(([equipmentId]) => equipmentId);
  }

  return {
    usage,

    /** The equipment-groups module tells which group a machine is in. */
    setGroupLookup(lookup: TGroupLookup) {
      groupLookup = lookup;
    },

    async list(auth: TAuth, query: TEquipmentQuery) {
      const ids = query.groupId === undefined ? undefined : await idsOfGroup(auth.ownerId, query.groupId);
      const { rows, total } = await repository.list(scopeOf(auth), { ...query, ids });
      return toPage(await present(auth.ownerId, rows), total, query);
    },

    /** Every matching machine of the branch, by name (no paging). */
    async all(auth: TAuth, query: { search?: string; types?: string[]; active?: boolean } = {}) {
      return present(auth.ownerId, await repository.all(scopeOf(auth), query));
    },

    /**
     * Machines a group may take: tender trucks (`tender`) or the others (`member`), active, not in
     * another group than `groupId`.
     */
    async choicesForGroup(
      auth: TAuth,
      role: 'tender' | 'member',
      options: { search?: string; groupId?: number },
    ) {
      const types =
        role === 'tender' ? ['tender-truck'] : EQUIPMENT_TYPES.filter((type) => type !== 'tender-truck');
      const groups = await groupLookup(auth.ownerId);
      const excludeIds = [...groups.entries()]
        .filter(([, group]) => group.id !== options.groupId)
        .map(([id]) => id);
      const rows = await repository.all(scopeOf(auth), {
        search: options.search || undefined,
        types,
        active: true,
        excludeIds,
      });
      return present(auth.ownerId, rows);
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return (await present(auth.ownerId, [row]))[0]!;
    },

    /** The branch's machines among these ids; unknown ids are left out. */
    async findMany(auth: TAuth, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return present(auth.ownerId, await repository.all(scopeOf(auth), { ids: [...ids] }));
    },

    async create(auth: TAuth, input: TEquipmentInput) {
      if (input.cdEquipamento !== undefined) throw badRequest('invalidValue');
      await assertFixedImplement(auth, input, undefined);
      await assertCompartmentsOwn(input, undefined);
      try {
        const row = await db.transaction(async (tx) => {
          const txRepository = createEquipmentRepository(tx);
          await assertCodesFree(auth, input, undefined, txRepository);
          const created = await txRepository.insert({
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            ...columnsOf(input),
          });
          await txRepository.replaceCompartments(created.id, input.compartments);
          return (await txRepository.find(scopeOf(auth), created.id))!;
        });
        return (await present(auth.ownerId, [row]))[0]!;
      } catch (error) {
        return uniqueViolationToConflict(error);
      }
    },

    async update(auth: TAuth, id: number, input: TEquipmentInput) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      await assertFixedImplement(auth, input, id);
      await assertCompartmentsOwn(input, id);
      try {
        const row = await db.transaction(async (tx) => {
          const txRepository = createEquipmentRepository(tx);
          await assertCodesFree(auth, input, id, txRepository);
          const updated = await txRepository.update(id, input.version ?? current.version, columnsOf(input));
          if (!updated) throw conflict();
          await txRepository.replaceCompartments(id, input.compartments);
          return (await txRepository.find(scopeOf(auth), id))!;
        });
        return (await present(auth.ownerId, [row]))[0]!;
      } catch (error) {
        return uniqueViolationToConflict(error);
      }
    },

    /** Activates or deactivates a machine. */
    async setActive(auth: TAuth, id: number, active: boolean, version: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const row = await repository.update(id, version, { active });
      if (!row) throw conflict();
      return (await present(auth.ownerId, [{ ...row, compartments: current.compartments }]))[0]!;
    },

    /**
     * Deletes a machine nothing refers to. A machine in a group is 'linked to another record'; one
     * that work orders or plans used is 'already used' and may be deactivated instead.
     */
    async remove(auth: TAuth, id: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const group = (await groupLookup(auth.ownerId, [id])).get(id);
      if (group) throw new AppError(409, 'equipmentLinked', {}, { group: group.name });
      if (await usage.isUsed(auth.ownerId, [id]))
        throw new AppError(409, 'equipmentUsed', {}, { canDeactivate: true });
      try {
        await db.transaction(async (tx) => createEquipmentRepository(tx).remove(id));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError(409, 'equipmentLinked');
        throw error;
      }
    },

    /** Active machines by group and type (the spec's sub-group view); machines without a group come last. */
    async subgroups(auth: TAuth): Promise<TEquipmentSubgroup[]> {
      const [machines, groups] = await Promise.all([
        repository.idsAndTypes(scopeOf(auth)),
        groupLookup(auth.ownerId),
      ]);
      const lines = new Map<string, TEquipmentSubgroup>();
      for (const machine of machines) {
        const group = groups.get(machine.id) ?? null;
        const key = `${group?.id ?? 0}:${machine.type}`;
        const line = lines.get(key) ?? {
          groupId: group?.id ?? null,
          groupName: group?.name ?? null,
          type: machine.type as TEquipmentType,
          count: 0,
          equipmentIds: [],
        };
        line.count += 1;
        line.equipmentIds.push(machine.id);
        lines.set(key, line);
      }
      return [...lines.values()].sort(
        (a, b) =>
          (a.groupName === null ? 1 : 0) - (b.groupName === null ? 1 : 0) ||
          (a.groupName ?? '').localeCompare(b.groupName ?? '') ||
          EQUIPMENT_TYPES.indexOf(a.type) - EQUIPMENT_TYPES.indexOf(b.type),
      );
    },
  };
}

export type TEquipmentService = ReturnType<typeof createEquipmentService>;
