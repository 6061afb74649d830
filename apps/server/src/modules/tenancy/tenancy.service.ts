import { ZRole, can, toPage, unitSystemOf, type TRole } from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError, notFound } from '../../http/errors';
import { createTenancyRepository, type TUnitRow } from './tenancy.repository';
import { presentLocation, presentOwnerSettings, presentUnit } from './tenancy.presenter';

/** Degrees added around branch centres when a map fits them (about 30 km). */
const FIT_MARGIN_DEGREES = 0.3;
/** Bounding-box fit (part 2 §9): max zoom 16, padding 50 for a branch, 20 for a region. */
export const FIT_MAX_ZOOM = 16;
export const FIT_PADDING_UNIT = 50;
export const FIT_PADDING_REGIONAL = 20;

function boundsOf(rows: TUnitRow[]): [number, number, number, number] | null {
  const placed = rows.filter((row) => row.latitude !== null && row.longitude !== null);
  if (placed.length === 0) return null;
  const longitudes = placed.map((row) => row.longitude!);
  const latitudes = placed.map((row) => row.latitude!);
  return [
    Math.min(...longitudes) - FIT_MARGIN_DEGREES,
    Math.min(...latitudes) - FIT_MARGIN_DEGREES,
    Math.max(...longitudes) + FIT_MARGIN_DEGREES,
    Math.max(...latitudes) + FIT_MARGIN_DEGREES,
  ];
}

export function createTenancyService(db: TDatabase) {
  const repository = createTenancyRepository(db);

  return {
    repository,

    async permittedUnits(auth: TAuth) {
      return (await repository.permittedUnits(auth.userId)).map(presentUnit);
    },

    /**
     * The branches the selector offers: the permitted ones that are active, and the session's own
     * even if it was made inactive meanwhile (its user works on until they move).
     */
    async selectableUnits(auth: TAuth) {
      const rows = await repository.permittedUnits(auth.userId);
      return rows.filter((row) => row.active || row.id === auth.unitId).map(presentUnit);
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

    /** An owner by its login code, for the public invite pages. */
    async ownerByCode(code: string) {
      const owner = await repository.findOwnerByCode(code);
      return owner ? { id: owner.id, code: owner.code, name: owner.name } : undefined;
    },

    async ownerById(id: number) {
      const owner = await repository.findOwner(id);
      return owner ? { id: owner.id, code: owner.code, name: owner.name } : undefined;
    },

    /**
     * A user of the owner who is active and still permitted in the branch, with their roles; or
     * undefined. For credentials that outlive a login session (the operator app's device token).
     */
    async activeUserOfUnit(ownerId: number, userId: number, unitId: number) {
      const user = await repository.findUser(ownerId, userId);
      if (!user?.active || !(await repository.userHoldsAnyUnit(user.id, [unitId]))) return undefined;
      return {
        id: user.id,
        login: user.login,
        roles: user.roles.filter((role) => ZRole.safeParse(role).success) as TRole[],
      };
    },

    /** Names of the owner's branches by id. */
    async unitNames(ownerId: number) {
      const rows = await repository.unitsOfOwner(ownerId);
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /**
     * `GET /usuario/{login}`: where a user's support requests go. `email` is the user's own address
     * (support replies there; the owner's support address when the user has none), `supportEmail`
     * the branch's support address (else the owner's), `chatUrl` the chat service when one is set.
     * Another user is found only when they share one of the caller's permitted branches; a user of
     * other branches answers 404 like a missing one.
     */
    async supportContact(auth: TAuth, login: string) {
      const [user, owner, unit] = await Promise.all([
        repository.findUserByLogin(auth.ownerId, login),
        repository.findOwner(auth.ownerId),
        repository.findUnit(auth.ownerId, auth.unitId),
      ]);
      if (!user) throw notFound();
      if (user.id !== auth.userId && !(await repository.userHoldsAnyUnit(user.id, auth.permittedUnitIds)))
        throw notFound();
      const ownerSupport = owner?.settings.supportEmail ?? null;
      return {
        email: user.email ?? ownerSupport,
        supportEmail: unit?.supportEmail ?? ownerSupport,
        chatUrl: owner?.settings.chatUrl ?? null,
      };
    },

    /** Sets where a branch's support requests go; empty falls back to the owner's address. */
    async setSupportEmail(auth: TAuth, unitId: number, supportEmail: string | null) {
      if (!auth.permittedUnitIds.includes(unitId)) throw new AppError(403, 'unitNotPermitted');
      const row = await repository.updateUnitSupportEmail(auth.ownerId, unitId, supportEmail);
      if (!row) throw notFound();
      return { id: row.id, supportEmail: row.supportEmail };
    },

    async regions(auth: TAuth) {
      return (await repository.regionsOfOwner(auth.ownerId)).map((row) => ({
        id: row.id,
        descRegional: row.name,
      }));
    },

    /** `GET unidades/regionalPorUnidade`: the region of a permitted branch with its permitted branches. */
    async regionOfUnit(auth: TAuth, unitId: number) {
      if (!auth.permittedUnitIds.includes(unitId)) throw new AppError(403, 'unitNotPermitted');
      const unit = await repository.findUnit(auth.ownerId, unitId);
      if (!unit) throw notFound();
      const regions = await repository.regionsOfOwner(auth.ownerId);
      const region = regions.find((row) => row.id === unit.regionId);
      const permitted = await repository.permittedUnits(auth.userId);
      return {
        id: region?.id ?? null,
        descRegional: region?.name ?? null,
        units: permitted
          .filter((row) => row.regionId !== null && row.regionId === unit.regionId)
          .map(presentUnit),
      };
    },

    /** `GET unidades/fitbounds`: the box a map fits for the active branch, or its whole region. */
    async fitBounds(auth: TAuth, regional: boolean) {
      const permitted = await repository.permittedUnits(auth.userId);
      const active = permitted.find((row) => row.id === auth.unitId);
      const rows =
        regional && active?.regionId
          ? permitted.filter((row) => row.regionId === active.regionId)
          : active
            ? [active]
            : [];
      return {
        bbox: boundsOf(rows),
        padding: regional ? FIT_PADDING_REGIONAL : FIT_PADDING_UNIT,
        maxZoom: FIT_MAX_ZOOM,
      };
    },

    /**
     * `GET unidades/unidadesComMedidasPorUsuario`: a user's branches with their measurement system;
     * 404 for a user sharing none of the caller's branches.
     */
    async unitsWithMeasures(auth: TAuth, userId: number) {
      if (userId !== auth.userId && !can(auth.roles, 'users.manage')) throw new AppError(403, 'forbidden');
      const user = await repository.findUser(auth.ownerId, userId);
      if (!user) throw notFound();
      const rows = await repository.permittedUnits(user.id);
      // A user is visible only to callers sharing one of their branches (as the user records are).
      if (!rows.some((row) => auth.permittedUnitIds.includes(row.id))) throw notFound();
      return rows.map((row) => {
        const unit = presentUnit(row);
        return { ...unit, unitSystem: unitSystemOf(unit.language) };
      });
    },

    /** `POST unidade/by_filter`: the caller's branches, paged and searched by name. */
    async filterUnits(
      auth: TAuth,
      query: { page: number; size: number; search?: string; regionId?: number },
    ) {
      const needle = query.search?.toLowerCase();
      const rows = (await repository.permittedUnits(auth.userId)).filter(
        (row) =>
          (!needle || row.name.toLowerCase().includes(needle)) &&
          (query.regionId === undefined || row.regionId === query.regionId),
      );
      const start = query.page * query.size;
      return toPage(rows.slice(start, start + query.size).map(presentUnit), rows.length, query);
    },

    /** `GET {base}/all-simple-filter`: the caller's permitted locations of a branch, by name. */
    async simpleLocations(auth: TAuth, unitId: number, filter?: string) {
      if (!auth.permittedUnitIds.includes(unitId)) throw new AppError(403, 'unitNotPermitted');
      const needle = filter?.trim().toLowerCase();
      const rows = await repository.permittedLocations(auth.userId, unitId);
      return rows.filter((row) => !needle || row.name.toLowerCase().includes(needle)).map(presentLocation);
    },
  };
}

export type TTenancyService = ReturnType<typeof createTenancyService>;
