import {
  toPage,
  type TFarmInput,
  type TGrowerInput,
  type TIssueDetail,
  type TZoneInput,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { createUsageRegistry } from '../../usage-registry';
import { createGrowersRepository, type TGrowerScope, type TGrowersRepository } from './growers.repository';
import { presentFarm, presentGrower, presentZone } from './growers.presenter';

function scopeOf(auth: TAuth): TGrowerScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

function columnsOf(input: TGrowerInput) {
  return {
    code: input.code,
    firstName: input.firstName,
    lastName: input.lastName,
    phones: input.phones,
    notes: input.notes,
    smsEnRoute: input.smsEnRoute,
    smsJobComplete: input.smsJobComplete,
    active: input.active,
  };
}

/**
 * Growers of the active branch with their farms and zones. A phone belongs to one grower of the
 * owner (SMS notifications go to it); a grower with fields, or used by another module (registered
 * in `usage`), cannot be deleted.
 */
export function createGrowersService(db: TDatabase) {
  const repository = createGrowersRepository(db);
  const usage = createUsageRegistry(db);

  async function assertFree(auth: TAuth, input: TGrowerInput, within: TGrowersRepository, exceptId?: number) {
    if (await within.findByCode(scopeOf(auth), input.code, exceptId)) {
      throw new AppError(409, 'growerCodeInUse', {}, [
        { path: 'code', code: 'growerCodeInUse', message: input.code },
      ]);
    }
    const holders = await within.findByPhones(auth.ownerId, input.phones, exceptId);
    if (holders.length) {
      const details: TIssueDetail[] = input.phones.flatMap((phone, index) =>
        holders.some((holder) => holder.phones.includes(phone))
          ? [{ path: `phones.${index}`, code: 'growerPhoneInUse', message: phone }]
          : [],
      );
      throw new AppError(409, 'growerPhoneInUse', {}, details);
    }
  }

  async function findFarm(auth: TAuth, id: number) {
    const [farm] = await repository.listFarms(scopeOf(auth), { ids: [id] });
    if (!farm) throw notFound();
    return farm;
  }

  return {
    usage,

    async list(
      auth: TAuth,
      query: { page: number; size: number; sort?: string; search?: string; active?: boolean },
    ) {
      const { rows, total } = await repository.list(scopeOf(auth), query);
      return toPage(rows.map(presentGrower), total, query);
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return presentGrower(row);
    },

    /** Growers of the owner holding any of the phones (`produtor/getGrowersByPhones`). */
    async findByPhones(auth: TAuth, phones: string[]) {
      const rows = await repository.findByPhones(auth.ownerId, phones);
      const visible = rows.filter((row) => auth.permittedUnitIds.includes(row.unitId));
      return visible.map((row) => presentGrower({ ...row, farmCount: 0, fieldCount: 0 }));
    },

    async create(auth: TAuth, input: TGrowerInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      try {
        return await db.transaction(async (tx) => {
          const within = createGrowersRepository(tx);
          await assertFree(auth, input, within);
          const row = await within.insert({
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            ...columnsOf(input),
          });
          return presentGrower({ ...row, farmCount: 0, fieldCount: 0 });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'growerCodeInUse');
        throw error;
      }
    },

    async update(auth: TAuth, id: number, input: TGrowerInput) {
      return db.transaction(async (tx) => {
        const within = createGrowersRepository(tx);
        const current = await within.find(scopeOf(auth), id);
        if (!current) throw notFound();
        await assertFree(auth, input, within, id);
        const row = await within.update(id, input.version ?? current.version, columnsOf(input));
        if (!row) throw conflict();
        return presentGrower({ ...row, farmCount: current.farmCount, fieldCount: current.fieldCount });
      });
    },

    /** Deletes a grower (with its empty farms); refused with 409 when it has fields or was used. */
    async remove(auth: TAuth, id: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      if (current.fieldCount > 0) throw new AppError(409, 'growerLinkedToField');
      if ((await usage.countOf(auth.ownerId, id)) > 0) throw new AppError(409, 'growerAlreadyUsed');
      await db.transaction(async (tx) => createGrowersRepository(tx).remove(id));
    },

    async listFarms(auth: TAuth, filter: { growerId?: number } = {}) {
      return (await repository.listFarms(scopeOf(auth), filter)).map(presentFarm);
    },

    async getFarm(auth: TAuth, id: number) {
      return presentFarm(await findFarm(auth, id));
    },

    async createFarm(auth: TAuth, input: TFarmInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      if (!(await repository.find(scopeOf(auth), input.growerId))) throw notFound();
      const row = await repository.insertFarm({
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        growerId: input.growerId,
        name: input.name,
        code: input.code,
      });
      return presentFarm(await findFarm(auth, row.id));
    },

    async updateFarm(auth: TAuth, id: number, input: TFarmInput) {
      const current = await findFarm(auth, id);
      if (!(await repository.find(scopeOf(auth), input.growerId))) throw notFound();
      const row = await repository.updateFarm(id, input.version ?? current.row.version, {
        growerId: input.growerId,
        name: input.name,
        code: input.code,
      });
      if (!row) throw conflict();
      return presentFarm(await findFarm(auth, id));
    },

    async removeFarm(auth: TAuth, id: number) {
      await findFarm(auth, id);
      if ((await repository.countFieldsOfFarm(id)) > 0) throw new AppError(409, 'farmHasFields');
      await db.transaction(async (tx) => createGrowersRepository(tx).removeFarm(id));
    },

    async listZones(auth: TAuth, farmId?: number) {
      return (await repository.listZones(scopeOf(auth), farmId)).map(presentZone);
    },

    async createZone(auth: TAuth, input: TZoneInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      await findFarm(auth, input.farmId);
      const row = await repository.insertZone({
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        farmId: input.farmId,
        name: input.name,
      });
      return presentZone(row);
    },

    async updateZone(auth: TAuth, id: number, input: TZoneInput) {
      const current = await repository.findZone(scopeOf(auth), id);
      if (!current) throw notFound();
      await findFarm(auth, input.farmId);
      const row = await repository.updateZone(id, input.version ?? current.version, {
        farmId: input.farmId,
        name: input.name,
      });
      if (!row) throw conflict();
      return presentZone(row);
    },

    async removeZone(auth: TAuth, id: number) {
      if (!(await repository.findZone(scopeOf(auth), id))) throw notFound();
      if ((await repository.countFieldsOfZone(id)) > 0) throw new AppError(409, 'zoneHasFields');
      await repository.removeZone(id);
    },
  };
}

export type TGrowersService = ReturnType<typeof createGrowersService>;
