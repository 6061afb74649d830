import {
  unitSystemOf,
  ZLocale,
  type TBranchInput,
  type TBranchRecord,
  type TOwnerInput,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { TAuth } from '../../http/auth-context';
import { conflict, fieldError, notFound } from '../../http/errors';
import { createAdminRepository, type TBranchColumns, type TBranchRow } from './admin.repository';
import { createTenancyRepository } from './tenancy.repository';

export function presentBranch(row: TBranchRow): TBranchRecord {
  const language = ZLocale.catch('en-us').parse(row.language);
  return {
    id: row.id,
    descUnidade: row.name,
    code: row.code,
    timeZone: row.timeZone,
    unitSystem:
      row.unitSystem === 'imperial' || row.unitSystem === 'metric' ? row.unitSystem : unitSystemOf(language),
    language,
    country: row.country,
    regionId: row.regionId,
    active: row.active,
    version: row.version,
  };
}

function columnsOf(input: TBranchInput): TBranchColumns {
  return {
    name: input.descUnidade,
    code: input.code,
    timeZone: input.timeZone,
    unitSystem: input.unitSystem,
    language: input.language,
    country: input.country,
    regionId: input.regionId,
    active: input.active,
  };
}

/**
 * The admin screen: branch records and the owner's settings, changed only with `tenancy.admin`
 * (the route checks it); every read and write stays inside the caller's owner and permitted
 * branches, so another branch or owner answers 404.
 */
export function createAdminService(db: TDatabase) {
  const repository = createAdminRepository(db);
  const tenancy = createTenancyRepository(db);

  async function assertValid(auth: TAuth, input: TBranchInput, exceptId?: number) {
    if (await repository.findBranchByCode(auth.ownerId, input.code, exceptId))
      throw fieldError(auth, 409, [{ path: 'code', key: 'branchCodeInUse' }]);
    if (input.regionId !== null && !(await repository.regionExists(auth.ownerId, input.regionId)))
      throw fieldError(auth, 400, [{ path: 'regionId', key: 'regionNotFound' }]);
  }

  function codeConflict(auth: TAuth, error: unknown): never {
    if (isUniqueViolation(error)) throw fieldError(auth, 409, [{ path: 'code', key: 'branchCodeInUse' }]);
    throw error;
  }

  return {
    async listBranches(auth: TAuth) {
      return (await repository.branches(auth.ownerId, auth.permittedUnitIds)).map(presentBranch);
    },

    async getBranch(auth: TAuth, id: number) {
      if (!auth.permittedUnitIds.includes(id)) throw notFound();
      const [row] = await repository.branches(auth.ownerId, [id]);
      if (!row) throw notFound();
      return presentBranch(row);
    },

    /** A new branch is granted to its creator at once (it appears in their branch selector). */
    async createBranch(auth: TAuth, input: TBranchInput) {
      await assertValid(auth, input);
      try {
        const row = await db.transaction(async (tx) => {
          const txRepository = createAdminRepository(tx);
          const created = await txRepository.insertBranch(auth.ownerId, columnsOf(input));
          await txRepository.grantBranch(auth.userId, created.id);
          return created;
        });
        return presentBranch(row);
      } catch (error) {
        codeConflict(auth, error);
      }
    },

    /** 409 when `version` is not the stored one: someone saved the branch since it was read. */
    async updateBranch(auth: TAuth, id: number, input: TBranchInput) {
      if (!auth.permittedUnitIds.includes(id)) throw notFound();
      const [current] = await repository.branches(auth.ownerId, [id]);
      if (!current) throw notFound();
      if (input.version === undefined) throw fieldError(auth, 400, [{ path: 'version', key: 'required' }]);
      await assertValid(auth, input, id);
      let row: TBranchRow | undefined;
      try {
        row = await repository.updateBranch(auth.ownerId, id, input.version, columnsOf(input));
      } catch (error) {
        codeConflict(auth, error);
      }
      if (!row) throw conflict();
      return presentBranch(row);
    },

    async getOwner(auth: TAuth) {
      const owner = await tenancy.findOwner(auth.ownerId);
      if (!owner) throw notFound();
      return {
        code: owner.code,
        name: owner.name,
        chatUrl: owner.settings.chatUrl ?? null,
        supportEmail: owner.settings.supportEmail ?? null,
        version: owner.version,
      };
    },

    async updateOwner(auth: TAuth, input: TOwnerInput) {
      const row = await repository.updateOwner(auth.ownerId, input.version, input);
      if (!row) throw conflict();
      return this.getOwner(auth);
    },

    /**
     * Users sharing one of the caller's branches, with the branches, regions and locations they are
     * permitted; grants outside the caller's branches are left out.
     */
    async permittedScopes(auth: TAuth) {
      const visible = new Set(auth.permittedUnitIds);
      const rows = await repository.usersWithGrants(auth.ownerId, auth.permittedUnitIds);
      return rows.map((row) => ({
        id: row.id,
        login: row.login,
        name: row.name,
        roles: row.roles,
        branches: row.branches.filter((branch) => visible.has(branch.id)),
        regions: row.regions,
        locations: row.locations.filter((location) => visible.has(location.branchId)),
      }));
    },
  };
}

export type TAdminService = ReturnType<typeof createAdminService>;
