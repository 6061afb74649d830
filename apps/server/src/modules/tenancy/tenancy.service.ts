import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, notFound } from '../../http/errors';
import { createTenancyRepository } from './tenancy.repository';
import { presentLocation, presentOwnerSettings, presentUnit } from './tenancy.presenter';

export function createTenancyService(db: TDatabase) {
  const repository = createTenancyRepository(db);

  return {
    repository,

    async permittedUnits(auth: TAuth) {
      return (await repository.permittedUnits(auth.userId)).map(presentUnit);
    },

    async activeLocations(auth: TAuth) {
      const [permitted, active] = await Promise.all([
        repository.permittedLocations(auth.userId, auth.unitId),
        repository.activeLocationIds(auth.userId, auth.unitId),
      ]);
      return { locations: permitted.map(presentLocation), active };
    },

    /** Replaces the active locations of the current branch; each must be permitted there. */
    async setActiveLocations(auth: TAuth, locationIds: number[]) {
      const unique = [...new Set(locationIds)];
      const permitted = new Set(auth.permittedLocationIds);
      if (unique.some((id) => !permitted.has(id))) throw new AppError(403, 'locationNotPermitted');
      await db.transaction(async (tx) =>
        createTenancyRepository(tx).replaceActiveLocations(auth.userId, auth.unitId, unique),
      );
      return { active: unique };
    },

    async ownerSettings(auth: TAuth) {
      const owner = await repository.findOwner(auth.ownerId);
      if (!owner) throw notFound();
      return presentOwnerSettings(owner);
    },

    /** The support address for a user of the same owner: their email, else the owner's support email. */
    async supportContact(auth: TAuth, login: string) {
      const [user, owner] = await Promise.all([
        repository.findUserByLogin(auth.ownerId, login),
        repository.findOwner(auth.ownerId),
      ]);
      if (!user) throw notFound();
      return { email: user.email ?? owner?.settings.supportEmail ?? null };
    },
  };
}

export type TTenancyService = ReturnType<typeof createTenancyService>;
