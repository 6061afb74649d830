import { toPage, type TTerritoryInput } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { deriveGeometry, normaliseGeometry } from '../growers/field-geometry';
import { createTerritoriesRepository, type TTerritoryScope } from './territories.repository';
import { presentTerritory } from './territories.presenter';

function scopeOf(auth: TAuth): TTerritoryScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

function columnsOf(input: TTerritoryInput) {
  const geometry = input.geometry ? normaliseGeometry(input.geometry) : null;
  if (!geometry)
    throw new AppError(400, 'invalidGeometry', {}, [
      { path: 'geometry', code: 'invalidGeometry', message: '' },
    ]);
  const derived = deriveGeometry(geometry);
  return {
    name: input.name,
    color: input.color,
    geometry,
    markerLatitude: input.marker.latitude,
    markerLongitude: input.marker.longitude,
    areaHectares: derived.areaHectares,
    bboxWest: derived.bbox[0],
    bboxSouth: derived.bbox[1],
    bboxEast: derived.bbox[2],
    bboxNorth: derived.bbox[3],
  };
}

/** Territories of the active branch: named, coloured areas drawn on the planning map. */
export function createTerritoriesService(db: TDatabase) {
  const repository = createTerritoriesRepository(db);
  return {
    async list(auth: TAuth, query: { page: number; size: number; sort?: string; search?: string }) {
      const { rows, total } = await repository.list(scopeOf(auth), query);
      return toPage(rows.map(presentTerritory), total, query);
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return presentTerritory(row);
    },

    async create(auth: TAuth, input: TTerritoryInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      return presentTerritory(
        await repository.insert({ ownerId: auth.ownerId, unitId: auth.unitId, ...columnsOf(input) }),
      );
    },

    async update(auth: TAuth, id: number, input: TTerritoryInput) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const row = await repository.update(id, input.version ?? current.version, columnsOf(input));
      if (!row) throw conflict();
      return presentTerritory(row);
    },

    async remove(auth: TAuth, id: number) {
      if (!(await repository.find(scopeOf(auth), id))) throw notFound();
      await repository.remove(id);
    },
  };
}

export type TTerritoriesService = ReturnType<typeof createTerritoriesService>;
