import { toPage, type TImplementInput, type TImplementKind, type TMessageKey } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { createUsageRegistry } from '../../usage-registry';
import {
  createImplementsRepository,
  type TImplementListQuery,
  type TImplementScope,
  type TImplementWithCompartments,
  type TImplementsRepository,
} from './implements.repository';
import { presentImplement } from './implements.presenter';

function scopeOf(auth: TAuth): TImplementScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId, locationIds: auth.permittedLocationIds };
}

/** The spec words its messages differently for trailers. */
const MESSAGES_BY_KIND: Record<TImplementKind, { codeInUse: TMessageKey; used: TMessageKey }> = {
  agricultural: { codeInUse: 'implementCodeInUse', used: 'implementUsed' },
  trailer: { codeInUse: 'trailerCodeInUse', used: 'trailerUsed' },
};

/**
 * Which machine each implement is fixed on. The equipment module knows (the machine names its
 * fixed implement) and plugs the lookup in; without ids it answers every fixed implement of the owner.
 */
export type TFixedOnLookup = (
  ownerId: number,
  implementIds?: readonly number[],
) => Promise<Map<number, number>>;

function columnsOf(input: Omit<TImplementInput, 'id' | 'version' | 'compartments'>) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    model: input.model,
    locationId: input.locationId,
    kind: input.type,
    fixed: input.fixed,
    widthMetres: input.width,
    fixedWidth: input.fixedWidth,
    mixtureType: input.mixtureType,
    capacity: input.capacity,
    active: input.active,
  };
}

export type TImplementsQuery = Omit<TImplementListQuery, 'page' | 'size'> & {
  page: number;
  size: number;
  unrelated?: boolean;
};

/** Implements and trailers of the active branch, with their compartments. */
export function createImplementsService(db: TDatabase) {
  const repository = createImplementsRepository(db);
  /** Work orders, plans and trips that used an implement or trailer. */
  const usage = createUsageRegistry(db);
  /** Crop plans linked to compartments (by compartment id). */
  const compartmentUsage = createUsageRegistry(db);
  let fixedOnLookup: TFixedOnLookup = async () => new Map();

  async function present(ownerId: number, rows: TImplementWithCompartments[]) {
    const fixedOn = rows.length
      ? await fixedOnLookup(
          ownerId,
          rows.map((row) => row.id),
        )
      : new Map<number, number>();
    return rows.map((row) => presentImplement(row, fixedOn.get(row.id) ?? null));
  }

  async function excludedIds(auth: TAuth, unrelated: boolean | undefined) {
    return unrelated ? [...(await fixedOnLookup(auth.ownerId)).keys()] : undefined;
  }

  async function assertLocation(auth: TAuth, locationId: number | null) {
    if (locationId !== null && !auth.permittedLocationIds.includes(locationId))
      throw new AppError(400, 'invalidValue', {}, [
        { path: 'locationId', code: 'invalidValue', message: String(locationId) },
      ]);
  }

  async function assertCodeFree(
    auth: TAuth,
    input: TImplementInput,
    exceptId: number | undefined,
    within: TImplementsRepository,
  ) {
    if (await within.findByCode(auth.ownerId, input.code, exceptId)) {
      const key = MESSAGES_BY_KIND[input.type].codeInUse;
      throw new AppError(409, key, {}, [{ path: 'code', code: key, message: input.code }]);
    }
  }

  /** Compartment ids sent must be this implement's own ('compartment already in use' otherwise). */
  async function assertCompartmentsOwn(
    input: TImplementInput,
    implementId: number | undefined,
    within: TImplementsRepository,
  ) {
    const ids = input.compartments.flatMap((compartment) =>
      compartment.id === undefined ? [] : [compartment.id],
    );
    const holders = await within.compartmentHolders(ids);
    for (const [index, compartment] of input.compartments.entries()) {
      if (compartment.id === undefined) continue;
      const holder = holders.find((entry) => entry.id === compartment.id);
      if (!holder || holder.implementId !== implementId)
        throw new AppError(409, 'compartmentInUse', {}, [
          { path: `compartments.${index}`, code: 'compartmentInUse', message: compartment.name },
        ]);
    }
  }

  return {
    usage,
    compartmentUsage,

    /** The equipment module tells which machine an implement is fixed on. */
    setFixedOnLookup(lookup: TFixedOnLookup) {
      fixedOnLookup = lookup;
    },

    async list(auth: TAuth, query: TImplementsQuery) {
      const excludeIds = await excludedIds(auth, query.unrelated);
      const { rows, total } = await repository.list(scopeOf(auth), { ...query, excludeIds });
      return toPage(await present(auth.ownerId, rows), total, query);
    },

    /** Every matching implement of the branch (no paging), by name. */
    async all(auth: TAuth, query: Omit<TImplementsQuery, 'page' | 'size' | 'sort'>) {
      const excludeIds = await excludedIds(auth, query.unrelated);
      return present(auth.ownerId, await repository.all(scopeOf(auth), { ...query, excludeIds }));
    },

    async get(auth: TAuth, id: number, kind?: TImplementKind) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row || (kind && row.kind !== kind)) throw notFound();
      return (await present(auth.ownerId, [row]))[0]!;
    },

    /** The implements of the branch among these ids; unknown ids are left out. */
    async findMany(auth: TAuth, ids: readonly number[]) {
      return present(auth.ownerId, await repository.findMany(scopeOf(auth), ids));
    },

    async create(auth: TAuth, input: TImplementInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      await assertLocation(auth, input.locationId);
      await assertCompartmentsOwn(input, undefined, repository);
      try {
        const row = await db.transaction(async (tx) => {
          const txRepository = createImplementsRepository(tx);
          await assertCodeFree(auth, input, undefined, txRepository);
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
        if (isUniqueViolation(error)) throw conflict(MESSAGES_BY_KIND[input.type].codeInUse);
        throw error;
      }
    },

    /**
     * Saves an implement. Compartments keep their ids; removing one a crop plan is linked to is
     * refused.
     */
    async update(auth: TAuth, id: number, input: TImplementInput, kind?: TImplementKind) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current || (kind && current.kind !== kind)) throw notFound();
      await assertLocation(auth, input.locationId);
      await assertCompartmentsOwn(input, id, repository);
      const kept = new Set(input.compartments.map((compartment) => compartment.id));
      const removed = current.compartments
        .filter((compartment) => !kept.has(compartment.id))
        .map((compartment) => compartment.id);
      if (await compartmentUsage.isUsed(auth.ownerId, removed))
        throw new AppError(409, 'compartmentsLinkedToCropPlan', {}, [
          { path: 'compartments', code: 'compartmentsLinkedToCropPlan', message: removed.join(',') },
        ]);
      try {
        const row = await db.transaction(async (tx) => {
          const txRepository = createImplementsRepository(tx);
          await assertCodeFree(auth, input, id, txRepository);
          const updated = await txRepository.update(id, input.version ?? current.version, columnsOf(input));
          if (!updated) throw conflict();
          await txRepository.replaceCompartments(id, input.compartments);
          return (await txRepository.find(scopeOf(auth), id))!;
        });
        return (await present(auth.ownerId, [row]))[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES_BY_KIND[input.type].codeInUse);
        throw error;
      }
    },

    /** Deletes an implement nothing refers to; a used or linked one answers 409 with the spec's message. */
    async remove(auth: TAuth, id: number, kind?: TImplementKind) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current || (kind && current.kind !== kind)) throw notFound();
      const used = MESSAGES_BY_KIND[current.kind as TImplementKind].used;
      const fixedOn = await fixedOnLookup(auth.ownerId, [id]);
      const compartmentIds = current.compartments.map((compartment) => compartment.id);
      if (
        fixedOn.size > 0 ||
        (await usage.isUsed(auth.ownerId, [id])) ||
        (await compartmentUsage.isUsed(auth.ownerId, compartmentIds))
      )
        throw new AppError(409, used, {}, { canDeactivate: true });
      try {
        await db.transaction(async (tx) => createImplementsRepository(tx).remove(id));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError(409, used, {}, { canDeactivate: true });
        throw error;
      }
    },

    /** Gives implements that have no office the chosen one. */
    async assignLocation(auth: TAuth, ids: readonly number[], locationId: number) {
      await assertLocation(auth, locationId);
      const updated = await repository.setLocation(scopeOf(auth), ids, locationId);
      return { updated: updated.length };
    },
  };
}

export type TImplementsService = ReturnType<typeof createImplementsService>;
