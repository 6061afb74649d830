import { randomBytes } from 'node:crypto';
import {
  canGrantRoles,
  toPage,
  type TLocale,
  type TOnboardingRequest,
  type TPasswordChangeRequest,
  type TRole,
  type TUserValues,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import { isForeignKeyViolation, isUniqueViolation } from '../../../db/errors';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { endUserSessions } from '../../auth/auth.service';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import {
  createUsersRepository,
  type TUserGrants,
  type TUserRow,
  type TUserScope,
  type TUsersRepository,
} from './users.repository';
import { presentProfile, presentUser, rolesOf } from './users.presenter';

function scopeOf(auth: TAuth): TUserScope {
  return { ownerId: auth.ownerId, unitIds: auth.permittedUnitIds };
}

/** A temporary password a new user signs in with once: random, and within the policy. */
function temporaryPassword(): string {
  return `Tl-${randomBytes(9).toString('base64url')}7`;
}

const detail = (
  path: string,
  key: 'roleNotGrantable' | 'unitNotGrantable' | 'locationOutsideUnits' | 'invalidValue',
  message = '',
) => [{ path, code: key, message }];

/** Users of the owner: roles and the branches, regions and locations they may work in. */
export function createUsersService(db: TDatabase) {
  const repository = createUsersRepository(db);

  async function present(rows: TUserRow[], within: TUsersRepository = repository) {
    const grantsOf = await within.grantsOf(rows.map((row) => row.id));
    return rows.map((row) => presentUser(row, grantsOf(row.id)));
  }

  /** Branches, regions and locations must be the owner's, and each location in a chosen branch. */
  async function checkGrants(auth: TAuth, grants: TUserGrants, within: TUsersRepository) {
    const [foundUnits, foundRegions, foundLocations] = await Promise.all([
      within.unitsOf(auth.ownerId, grants.unitIds),
      within.regionsOf(auth.ownerId, grants.regionIds),
      within.locationsOf(auth.ownerId, grants.locationIds),
    ]);
    if (foundUnits.length !== new Set(grants.unitIds).size)
      throw new AppError(400, 'invalidValue', {}, detail('unitIds', 'invalidValue'));
    if (foundRegions.length !== new Set(grants.regionIds).size)
      throw new AppError(400, 'invalidValue', {}, detail('regionIds', 'invalidValue'));
    if (foundLocations.length !== new Set(grants.locationIds).size)
      throw new AppError(400, 'invalidValue', {}, detail('locationIds', 'invalidValue'));
    const chosen = new Set(grants.unitIds);
    if (foundLocations.some((location) => !chosen.has(location.unitId)))
      throw new AppError(400, 'locationOutsideUnits', {}, detail('locationIds', 'locationOutsideUnits'));
  }

  function assertRolesGrantable(auth: TAuth, roles: readonly TRole[]) {
    if (!canGrantRoles(auth.roles, roles))
      throw new AppError(403, 'roleNotGrantable', {}, detail('roles', 'roleNotGrantable'));
  }

  async function assertLoginFree(
    auth: TAuth,
    login: string,
    exceptId: number | undefined,
    within: TUsersRepository,
  ) {
    if (await within.findByLogin(auth.ownerId, login, exceptId))
      throw new AppError(409, 'userLoginExists', {}, [
        { path: 'login', code: 'userLoginExists', message: login },
      ]);
  }

  /** The last active administrator keeps the role, stays active and is not deleted. */
  async function assertNotLastAdmin(
    ownerId: number,
    target: TUserRow,
    stillAdmin: boolean,
    within: TUsersRepository,
  ) {
    const isAdmin = target.active && rolesOf(target).includes('ADMIN');
    if (isAdmin && !stillAdmin && (await within.countOtherActiveAdmins(ownerId, target.id)) === 0)
      throw new AppError(409, 'lastAdmin');
  }

  async function findVisible(auth: TAuth, id: number, within: TUsersRepository = repository) {
    const row = await within.find(scopeOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  async function translateUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('userLoginExists');
      throw error;
    }
  }

  return {
    async list(
      auth: TAuth,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        role?: TRole;
        cdUnidade?: number;
        cdLocation?: number[];
        active?: boolean;
      },
    ) {
      if (query.cdUnidade !== undefined && !auth.permittedUnitIds.includes(query.cdUnidade))
        throw new AppError(403, 'unitNotPermitted');
      const { rows, total } = await repository.list(scopeOf(auth), {
        ...query,
        unitId: query.cdUnidade,
        locationIds: query.cdLocation,
      });
      return toPage(await present(rows), total, query);
    },

    async get(auth: TAuth, id: number) {
      const [user] = await present([await findVisible(auth, id)]);
      return user!;
    },

    /**
     * Creates a user who must set their own password at first login. Roles and branches must be
     * ones the creator holds. Answers the temporary password once when none was given.
     */
    async create(auth: TAuth, input: TUserValues) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      assertRolesGrantable(auth, input.roles);
      const held = new Set(auth.permittedUnitIds);
      if (input.unitIds.some((unitId) => !held.has(unitId)))
        throw new AppError(403, 'unitNotGrantable', {}, detail('unitIds', 'unitNotGrantable'));
      const password = input.password ?? temporaryPassword();
      const passwordHash = await hashPassword(password);
      return translateUnique(() =>
        db.transaction(async (tx) => {
          const txRepository = createUsersRepository(tx);
          await checkGrants(auth, input, txRepository);
          await assertLoginFree(auth, input.login, undefined, txRepository);
          const row = await txRepository.insert({
            ownerId: auth.ownerId,
            login: input.login,
            name: input.name,
            email: input.email,
            phone: input.phone,
            passwordHash,
            language: input.language,
            roles: [...new Set(input.roles)],
            activeUnitId: input.unitIds.includes(auth.unitId) ? auth.unitId : input.unitIds[0],
            mustChangePassword: true,
            applicatorLicence: input.applicatorLicence,
            active: input.active,
          });
          await txRepository.replaceGrants(row.id, {
            unitIds: [...new Set(input.unitIds)],
            regionIds: [...new Set(input.regionIds)],
            locationIds: [...new Set(input.locationIds)],
          });
          const [user] = await present([row], txRepository);
          return { ...user!, temporaryPassword: input.password ? null : password };
        }),
      );
    },

    /**
     * Edits a user. The editor must hold the user's roles and the new ones; branches the editor does
     * not hold stay as they were (with their locations). A password given here is a reset: the
     * user changes it at the next login.
     */
    async update(auth: TAuth, id: number, input: TUserValues) {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return translateUnique(() =>
        db.transaction(async (tx) => {
          const txRepository = createUsersRepository(tx);
          const current = await findVisible(auth, id, txRepository);
          if (!canGrantRoles(auth.roles, rolesOf(current))) throw new AppError(403, 'userOutranks');
          assertRolesGrantable(auth, input.roles);
          const held = new Set(auth.permittedUnitIds);
          const currentGrants = (await txRepository.grantsOf([id]))(id);
          if (input.unitIds.some((unitId) => !held.has(unitId) && !currentGrants.unitIds.includes(unitId)))
            throw new AppError(403, 'unitNotGrantable', {}, detail('unitIds', 'unitNotGrantable'));
          const keptUnits = currentGrants.unitIds.filter((unitId) => !held.has(unitId));
          const keptLocations = (await txRepository.locationsOf(auth.ownerId, currentGrants.locationIds))
            .filter((location) => keptUnits.includes(location.unitId))
            .map((location) => location.id);
          const grants = {
            unitIds: [...new Set([...input.unitIds, ...keptUnits])],
            regionIds: [...new Set(input.regionIds)],
            locationIds: [...new Set([...input.locationIds, ...keptLocations])],
          };
          await checkGrants(auth, grants, txRepository);
          await assertLoginFree(auth, input.login, id, txRepository);
          await assertNotLastAdmin(
            auth.ownerId,
            current,
            input.active && input.roles.includes('ADMIN'),
            txRepository,
          );
          const row = await txRepository.update(id, input.version ?? current.version, {
            login: input.login,
            name: input.name,
            email: input.email,
            phone: input.phone,
            language: input.language,
            roles: [...new Set(input.roles)],
            applicatorLicence: input.applicatorLicence,
            active: input.active,
            ...(passwordHash ? { passwordHash, mustChangePassword: true } : {}),
          });
          if (!row) throw conflict();
          // A reset password ends the user's sessions (but the editor's own, when they reset their own).
          if (passwordHash) await endUserSessions(tx, id, id === auth.userId ? auth.sessionId : undefined);
          await txRepository.replaceGrants(id, grants);
          const [user] = await present([row], txRepository);
          return user!;
        }),
      );
    },

    /** Deletes a user that nothing refers to; a used user is deactivated instead (409). */
    async remove(auth: TAuth, id: number) {
      const current = await findVisible(auth, id);
      if (!canGrantRoles(auth.roles, rolesOf(current))) throw new AppError(403, 'userOutranks');
      await assertNotLastAdmin(auth.ownerId, current, false, repository);
      try {
        await db.transaction(async (tx) => createUsersRepository(tx).remove(id));
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AppError(409, 'userInUse');
        throw error;
      }
    },

    async profile(auth: TAuth) {
      const row = await repository.findById(auth.ownerId, auth.userId);
      if (!row) throw new AppError(401, 'tokenError');
      return presentProfile(row);
    },

    /**
     * The signed-in user changes their password; the current one must match. Every other session of
     * the user ends.
     */
    async changePassword(auth: TAuth, request: TPasswordChangeRequest) {
      const row = await repository.findById(auth.ownerId, auth.userId);
      if (!row) throw new AppError(401, 'tokenError');
      if (!(await verifyPassword(request.currentPassword, row.passwordHash)))
        throw new AppError(400, 'passwordCurrentWrong', {}, [
          { path: 'currentPassword', code: 'passwordCurrentWrong', message: '' },
        ]);
      const passwordHash = await hashPassword(request.password);
      const updated = await db.transaction(async (tx) => {
        const changed = await createUsersRepository(tx).updateOwn(row.id, {
          passwordHash,
          mustChangePassword: false,
          passwordChangedAt: new Date(),
        });
        await endUserSessions(tx, row.id, auth.sessionId);
        return changed;
      });
      return presentProfile(updated);
    },

    /** Onboarding of a user who must change their password: terms, new password, registration. */
    async completeOnboarding(auth: TAuth, request: TOnboardingRequest) {
      const row = await repository.findById(auth.ownerId, auth.userId);
      if (!row) throw new AppError(401, 'tokenError');
      if (!(await verifyPassword(request.currentPassword, row.passwordHash)))
        throw new AppError(400, 'passwordCurrentWrong', {}, [
          { path: 'currentPassword', code: 'passwordCurrentWrong', message: '' },
        ]);
      if (!request.email && !rolesOf(row).every((role) => role === 'MIX_OPERATOR'))
        throw new AppError(400, 'required', {}, [{ path: 'email', code: 'required', message: '' }]);
      const now = new Date();
      const passwordHash = await hashPassword(request.password);
      const updated = await db.transaction(async (tx) => {
        const changed = await createUsersRepository(tx).updateOwn(row.id, {
          passwordHash,
          mustChangePassword: false,
          passwordChangedAt: now,
          termsAcceptedAt: now,
          name: request.name,
          email: request.email,
          phone: request.phone,
          language: request.language,
        });
        await endUserSessions(tx, row.id, auth.sessionId);
        return changed;
      });
      return presentProfile(updated);
    },

    /**
     * The account of an accepted invite, inside the invite's transaction: a new user of the branch
     * with the invite's role, or the inactive user with that login activated again.
     */
    async accountFromInvite(invite: {
      ownerId: number;
      unitId: number;
      login: string;
      role: TRole;
      name: string;
      email: string;
      phone: string | null;
      language: TLocale;
      password: string;
    }) {
      const existing = await repository.findByLogin(invite.ownerId, invite.login);
      if (existing?.active) throw new AppError(409, 'userLoginExists');
      const [unit] = await repository.unitsOf(invite.ownerId, [invite.unitId]);
      if (!unit) throw new AppError(404, 'invalidInvite');
      const now = new Date();
      const values = {
        name: invite.name,
        email: invite.email,
        phone: invite.phone,
        passwordHash: await hashPassword(invite.password),
        language: invite.language,
        roles: [invite.role],
        activeUnitId: invite.unitId,
        mustChangePassword: false,
        termsAcceptedAt: now,
        passwordChangedAt: now,
        active: true,
      };
      const row = existing
        ? await repository.updateOwn(existing.id, values)
        : await repository.insert({ ownerId: invite.ownerId, login: invite.login, ...values });
      await repository.replaceGrants(row.id, {
        unitIds: [invite.unitId],
        regionIds: unit.regionId ? [unit.regionId] : [],
        locationIds: await repository.activeLocationIdsOfUnit(invite.ownerId, invite.unitId),
      });
      return { id: row.id, login: row.login };
    },

    /** Is there a user with this login in the owner? (invites: a login is unique per owner) */
    async findByLogin(ownerId: number, login: string) {
      const row = await repository.findByLogin(ownerId, login);
      return row ? { id: row.id, login: row.login, active: row.active } : undefined;
    },

    /** A user with this login the caller may see: one sharing a permitted branch (vouchers). */
    async findVisibleByLogin(auth: TAuth, login: string) {
      const row = await repository.findByLoginInScope(scopeOf(auth), login);
      return row ? { id: row.id, login: row.login, active: row.active } : undefined;
    },
  };
}

export type TUsersService = ReturnType<typeof createUsersService>;
