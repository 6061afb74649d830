import { toPage, type TPlaceInput } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { createPlacesRepository, type TPlaceScope } from './places.repository';
import { presentPlace } from './places.presenter';
import { createUsageRegistry } from '../../usage-registry';

function scopeOf(auth: TAuth): TPlaceScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId, locationIds: auth.permittedLocationIds };
}

function columnsOf(input: TPlaceInput) {
  return {
    name: input.name,
    address: input.address,
    locationId: input.cdLocalizacao,
    latitude: input.latitude,
    longitude: input.longitude,
    associatedLocationIds: [...new Set(input.associatedLocations)],
    productClasses: [...new Set(input.productClasses)],
    propertyRadiusMetres: input.propertyRadius,
    blenderCapacityKg: input.blenderCapacity,
    active: input.active,
  };
}

/** Offices named by a place must be offices of the branch the caller may see. */
function assertLocationsPermitted(auth: TAuth, input: TPlaceInput) {
  const details = [];
  if (input.cdLocalizacao !== null && !auth.permittedLocationIds.includes(input.cdLocalizacao)) {
    details.push({
      path: 'cdLocalizacao',
      code: 'placeLocationNotPermitted',
      message: String(input.cdLocalizacao),
    });
  }
  input.associatedLocations.forEach((id, index) => {
    if (!auth.permittedLocationIds.includes(id)) {
      details.push({
        path: `associatedLocations.${index}`,
        code: 'placeLocationNotPermitted',
        message: String(id),
      });
    }
  });
  if (details.length > 0) throw new AppError(400, 'placeLocationNotPermitted', {}, details);
}

/**
 * Places (warehouses) of the active branch: where machines load, refill and park. Other modules
 * (equipment groups) read them through `list`, `get` and `getMany`, and register who uses them in
 * `usage` so a used place cannot be deleted.
 */
export function createPlacesService(db: TDatabase) {
  const repository = createPlacesRepository(db);
  const usage = createUsageRegistry(db);

  return {
    usage,

    async list(
      auth: TAuth,
      query: {
        page: number;
        size: number;
        sort?: string;
        search?: string;
        cdLocation?: number[];
        locations?: number[];
        active?: boolean;
      },
    ) {
      const locationIds = query.locations ?? query.cdLocation;
      const { rows, total } = await repository.list(scopeOf(auth), { ...query, locationIds });
      return toPage(rows.map(presentPlace), total, query);
    },

    /** Every active place of the branch the caller may see (`/locais/all-by-unit`). */
    async listAllByUnit(auth: TAuth) {
      const { rows } = await repository.list(scopeOf(auth), {
        page: 0,
        size: 10_000,
        sort: 'name,asc',
        active: true,
      });
      return rows.map(presentPlace);
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return presentPlace(row);
    },

    /** The places among `ids` the caller may see; others are left out. */
    async getMany(auth: TAuth, ids: number[]) {
      return (await repository.findMany(scopeOf(auth), ids)).map(presentPlace);
    },

    async create(auth: TAuth, input: TPlaceInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      assertLocationsPermitted(auth, input);
      const row = await repository.insert({
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        ...columnsOf(input),
      });
      return presentPlace(row);
    },

    /**
     * Saves a place. The blender capacity is written only with `updateBlenderCapacity` (the
     * spec's `PUT ?updateBlenderCapacity=true`), so an edit of the address cannot reset it.
     */
    async update(
      auth: TAuth,
      id: number,
      input: TPlaceInput,
      options: { updateBlenderCapacity?: boolean } = {},
    ) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      assertLocationsPermitted(auth, input);
      const { blenderCapacityKg, ...columns } = columnsOf(input);
      const values = options.updateBlenderCapacity ? { ...columns, blenderCapacityKg } : columns;
      const row = await repository.update(id, input.version ?? current.version, values);
      if (!row) throw conflict();
      return presentPlace(row);
    },

    /** Deletes a place nobody uses; a used one answers 409 and stays. */
    async remove(auth: TAuth, id: number) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const uses = await usage.countOf(auth.ownerId, id);
      if (uses > 0) throw new AppError(409, 'placeInUse', { amount: uses });
      await repository.remove(id);
    },
  };
}

export type TPlacesService = ReturnType<typeof createPlacesService>;
