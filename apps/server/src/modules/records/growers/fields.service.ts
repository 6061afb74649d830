import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import { toPage, type TFieldInput } from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, badRequest, conflict, notFound } from '../../../http/errors';
import { createUsageRegistry } from '../../usage-registry';
import {
  createFieldsRepository,
  type TFieldFilter,
  type TFieldScope,
  type TFieldsRepository,
} from './fields.repository';
import { geometryColumns, normaliseGeometry } from './field-geometry';
import { readBoundaryFile } from './field-import';
import { presentField, presentFieldSummary } from './fields.presenter';

function scopeOf(auth: TAuth): TFieldScope {
  return { ownerId: auth.ownerId, unitId: auth.unitId };
}

/** How far the map selector looks for the nearest fields when none holds the point, metres. */
export const NEAREST_FIELD_RADIUS_METRES = 5000;

/**
 * Fields of the active branch: boundaries with the area, centroid and box derived on the server,
 * imports from boundary files, and the reads the maps need. Every change bumps the branch's
 * revision so cached vector tiles are cut again.
 */
export function createFieldsService(db: TDatabase) {
  const repository = createFieldsRepository(db);
  const usage = createUsageRegistry(db);
  const revisions = new Map<string, number>();
  const touch = (ownerId: number, unitId: number) => {
    const key = `${ownerId}:${unitId}`;
    revisions.set(key, (revisions.get(key) ?? 0) + 1);
  };

  /** The farm and zone of an input, checked to belong to the branch and to each other. */
  async function assertPlacement(auth: TAuth, input: TFieldInput, within: TFieldsRepository) {
    const farm = await within.findFarm(scopeOf(auth), input.farmId);
    if (!farm)
      throw new AppError(400, 'invalidValue', {}, [
        { path: 'farmId', code: 'notFound', message: String(input.farmId) },
      ]);
    if (input.zoneId !== null) {
      const zone = await within.findZone(scopeOf(auth), input.zoneId);
      if (!zone || zone.farmId !== farm.id) {
        throw new AppError(400, 'fieldFarmMismatch', {}, [
          { path: 'zoneId', code: 'fieldFarmMismatch', message: String(input.zoneId) },
        ]);
      }
    }
  }

  function boundaryOf(input: TFieldInput) {
    if (input.geometry === null) return null;
    const geometry = normaliseGeometry(input.geometry);
    if (!geometry)
      throw new AppError(400, 'invalidGeometry', {}, [
        { path: 'geometry', code: 'invalidGeometry', message: '' },
      ]);
    return geometry;
  }

  function columnsOf(input: TFieldInput) {
    return {
      farmId: input.farmId,
      zoneId: input.zoneId,
      name: input.name,
      code: input.code,
      active: input.active,
      ...geometryColumns(boundaryOf(input), input.areaHectares),
    };
  }

  return {
    usage,

    /** Changes so far to the fields of a branch; tiles cached under an older revision are stale. */
    revisionOf(ownerId: number, unitId: number) {
      return revisions.get(`${ownerId}:${unitId}`) ?? 0;
    },

    async list(auth: TAuth, query: TFieldFilter & { page: number; size: number; sort?: string }) {
      const { rows, total } = await repository.list(scopeOf(auth), query);
      return toPage(rows.map(presentFieldSummary), total, query);
    },

    /** Every field matching, short form, for maps and pickers. */
    async summaries(auth: TAuth, filter: TFieldFilter, limit?: number) {
      return (await repository.all(scopeOf(auth), filter, limit)).map(presentFieldSummary);
    },

    /** Every field matching with its boundary. */
    async records(auth: TAuth, filter: TFieldFilter, limit?: number) {
      return (await repository.all(scopeOf(auth), filter, limit)).map(presentField);
    },

    /** The boundaries of a branch for the tile cutter; the caller checks the branch is permitted. */
    async boundariesOfUnit(ownerId: number, unitId: number) {
      return (await repository.all({ ownerId, unitId }, { geometryMissing: false })).map(presentField);
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return presentField(row);
    },

    /** Areas of the caller's fields among `ids`, for the rate calculator. */
    async fieldAreas(auth: TAuth, ids: number[]) {
      const rows = await repository.all(scopeOf(auth), { ids });
      return rows.map((row) => ({ id: row.id, name: row.name, areaHectares: row.areaHectares }));
    },

    async extent(auth: TAuth, filter: TFieldFilter) {
      return repository.extent(scopeOf(auth), filter);
    },

    /**
     * The fields holding a point; when none does, the nearest ones within 5 km by centroid, closest
     * first, with their distance in metres.
     */
    async fieldsAtPoint(auth: TAuth, point: { latitude: number; longitude: number }) {
      const position: [number, number] = [point.longitude, point.latitude];
      const box: [number, number, number, number] = [
        point.longitude,
        point.latitude,
        point.longitude,
        point.latitude,
      ];
      const holding = (await repository.all(scopeOf(auth), { bbox: box, geometryMissing: false }))
        .filter((row) => row.geometry && booleanPointInPolygon(position, row.geometry))
        .map((row) => ({ ...presentFieldSummary(row), distanceMetres: 0 }));
      if (holding.length) return holding;
      const degrees = NEAREST_FIELD_RADIUS_METRES / 111_000;
      const around: [number, number, number, number] = [
        point.longitude - degrees / Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180)),
        point.latitude - degrees,
        point.longitude + degrees / Math.max(0.1, Math.cos((point.latitude * Math.PI) / 180)),
        point.latitude + degrees,
      ];
      return (await repository.all(scopeOf(auth), { bbox: around, geometryMissing: false }))
        .map((row) => ({
          ...presentFieldSummary(row),
          distanceMetres: distance(position, [row.centroidLongitude!, row.centroidLatitude!], {
            units: 'meters',
          }),
        }))
        .filter((field) => field.distanceMetres <= NEAREST_FIELD_RADIUS_METRES)
        .sort((a, b) => a.distanceMetres - b.distanceMetres)
        .slice(0, 5);
    },

    async create(auth: TAuth, input: TFieldInput) {
      if (input.id !== undefined) throw badRequest('invalidValue');
      await assertPlacement(auth, input, repository);
      const row = await repository.insert({
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        ...columnsOf(input),
      });
      touch(auth.ownerId, auth.unitId);
      return this.get(auth, row.id);
    },

    async update(auth: TAuth, id: number, input: TFieldInput) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      await assertPlacement(auth, input, repository);
      const row = await repository.update(id, input.version ?? current.version, columnsOf(input));
      if (!row) throw conflict();
      touch(auth.ownerId, auth.unitId);
      return this.get(auth, id);
    },

    /** Deletes a field nobody used; a used one answers 409 (deactivate it instead). */
    async remove(auth: TAuth, id: number) {
      if (!(await repository.find(scopeOf(auth), id))) throw notFound();
      if ((await usage.countOf(auth.ownerId, id)) > 0) throw new AppError(409, 'fieldAlreadyUsed');
      await repository.remove(id);
      touch(auth.ownerId, auth.unitId);
    },

    /**
     * Reads a GeoJSON, zipped Shapefile or KML file and, unless `dryRun`, creates one field per
     * polygon in the farm (and zone) given, in one transaction.
     */
    async importBoundaries(
      auth: TAuth,
      options: { farmId: number; zoneId: number | null; fileName: string; data: Buffer; dryRun: boolean },
    ) {
      const placement = {
        farmId: options.farmId,
        zoneId: options.zoneId,
        name: 'import',
        code: null,
        geometry: null,
        areaHectares: null,
        active: true,
      };
      await assertPlacement(auth, placement, repository);
      const read = await readBoundaryFile(options.fileName, options.data);
      if (options.dryRun) return { ...read, created: [] };
      const ids = await db.transaction(async (tx) => {
        const rows = await createFieldsRepository(tx).insertMany(
          read.boundaries.map((boundary) => ({
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            farmId: options.farmId,
            zoneId: options.zoneId,
            name: boundary.name,
            code: boundary.code,
            active: true,
            ...geometryColumns(boundary.geometry, null),
          })),
        );
        return rows.map((row) => row.id);
      });
      touch(auth.ownerId, auth.unitId);
      const created = (await repository.all(scopeOf(auth), { ids })).map(presentFieldSummary);
      return { ...read, created };
    },
  };
}

export type TFieldsService = ReturnType<typeof createFieldsService>;
