import { toPage, type TLocationInput } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import type { TAuth } from '../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import {
  createLocationsRepository,
  type TLocationScope,
  type TLocationsRepository,
} from './locations.repository';
import { presentLocationRecord } from './locations.presenter';

function scopeOf(auth: TAuth): TLocationScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId, locationIds: auth.permittedLocationIds };
}

function columnsOf(input: TLocationInput) {
  return {
    name: input.dsLocalizacaoEscritorio,
    address: input.address,
    contactFirstName: input.contactFirstName,
    contactLastName: input.contactLastName,
    email: input.email,
    phone: input.phone,
    erpCode: input.erpCode,
    active: input.active,
  };
}

/** Offices of the active branch: the reference for the list and record conventions. */
export function createLocationsService(db: TDatabase) {
  const repository = createLocationsRepository(db);

  async function assertErpCodeFree(
    auth: TAuth,
    erpCode: string | null,
    exceptId?: number,
    within: TLocationsRepository = repository,
  ) {
    if (!erpCode) return;
    const other = await within.findByErpCode(auth.ownerId, erpCode, exceptId);
    if (other)
      throw new AppError(409, 'locationCodeInUse', {}, [
        { path: 'erpCode', code: 'locationCodeInUse', message: erpCode },
      ]);
  }

  return {
    async list(
      auth: TAuth,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        cdLocation?: number[];
        active?: boolean;
        erpCode?: string;
      },
    ) {
      const { rows, total } = await repository.list(scopeOf(auth), { ...query, ids: query.cdLocation });
      return toPage(rows.map(presentLocationRecord), total, query);
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return presentLocationRecord(row);
    },

    /** A new location is permitted to its creator at once. */
    async create(auth: TAuth, input: TLocationInput) {
      if (input.cdLocalizacaoId !== undefined) throw badRequest('invalidValue');
      return db.transaction(async (tx) => {
        const txRepository = createLocationsRepository(tx);
        await assertErpCodeFree(auth, input.erpCode, undefined, txRepository);
        const row = await txRepository.insert({
          ownerId: auth.ownerId,
          unitId: auth.unitId,
          ...columnsOf(input),
        });
        await txRepository.grantToUser(auth.userId, row.id);
        return presentLocationRecord(row);
      });
    },

    async update(auth: TAuth, id: number, input: TLocationInput) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      await assertErpCodeFree(auth, input.erpCode, id);
      const row = await repository.update(id, input.version ?? current.version, columnsOf(input));
      if (!row) throw conflict();
      return presentLocationRecord(row);
    },

    async remove(auth: TAuth, id: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      try {
        await db.transaction(async (tx) => createLocationsRepository(tx).remove(id));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError(409, 'locationInUse');
        throw error;
      }
    },
  };
}

export type TLocationsService = ReturnType<typeof createLocationsService>;
