import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { distance } from '@turf/distance';
import {
  toPage,
  type TAreaGeometry,
  type TFieldInput,
  type TFieldMergeInput,
  type TFieldSplitInput,
} from '@tramline/domain';
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
import {
  areaHectaresOf,
  geometryColumns,
  isSelfIntersecting,
  mergedBoundary,
  normaliseGeometry,
} from './field-geometry';
import { readBoundaryFile } from './field-import';
import { presentField, presentFieldSummary, summaryRowOf } from './fields.presenter';

/** A boundary as stored, or a 400: not a polygon (`invalidGeometry`) or crossing itself. */
function checkedBoundary(input: unknown, path: string): TAreaGeometry {
  const geometry = normaliseGeometry(input);
  if (!geometry)
    throw new AppError(400, 'invalidGeometry', {}, [{ path, code: 'invalidGeometry', message: '' }]);
  if (isSelfIntersecting(geometry))
    throw new AppError(400, 'boundarySelfIntersects', {}, [
      { path, code: 'boundarySelfIntersects', message: '' },
    ]);
  return geometry;
}

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
    return input.geometry === null ? null : checkedBoundary(input.geometry, 'geometry');
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
      return (await repository.summaries(scopeOf(auth), filter, limit)).map(presentFieldSummary);
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
        .map((row) => ({ ...presentFieldSummary(summaryRowOf(row)), distanceMetres: 0 }));
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
          ...presentFieldSummary(summaryRowOf(row)),
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
     * Cuts a field into parts in one transaction: the first part stays the field, the others become
     * new fields of its farm and zone. The parts must cover the field without overlap (areas within
     * 1 %); each is checked and its area and centroid computed here.
     */
    async split(auth: TAuth, id: number, input: TFieldSplitInput) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const parts = input.parts.map((part, index) => checkedBoundary(part, `parts.${index}`));
      const original = current.geometry ? areaHectaresOf(current.geometry) : 0;
      const cut = parts.reduce((sum, part) => sum + areaHectaresOf(part), 0);
      const merged = mergedBoundary(parts);
      const covered = merged ? areaHectaresOf(merged) : cut;
      if (!original || Math.abs(cut - original) > original * 0.01 || Math.abs(covered - cut) > cut * 0.01)
        throw new AppError(400, 'fieldSplitMismatch', {}, [
          { path: 'parts', code: 'fieldSplitMismatch', message: '' },
        ]);
      const ids = await db.transaction(async (tx) => {
        const within = createFieldsRepository(tx);
        const kept = await within.update(id, input.version, geometryColumns(parts[0]!, null));
        if (!kept) throw conflict();
        const created = await within.insertMany(
          parts.slice(1).map((part, index) => ({
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            farmId: current.farmId,
            zoneId: current.zoneId,
            name: input.names?.[index + 1] ?? `${current.name} (${index + 2})`,
            code: null,
            active: current.active,
            ...geometryColumns(part, null),
          })),
        );
        return [id, ...created.map((row) => row.id)];
      });
      touch(auth.ownerId, auth.unitId);
      return { fields: await Promise.all(ids.map((fieldId) => this.get(auth, fieldId))) };
    },

    /**
     * Merges two touching fields of one farm into the first, in one transaction. The second is
     * deleted when nothing used it, else deactivated so its orders keep their field.
     */
    async merge(auth: TAuth, input: TFieldMergeInput) {
      const [keep, absorb] = input.fields as [
        { id: number; version: number },
        { id: number; version: number },
      ];
      const kept = await repository.find(scopeOf(auth), keep.id);
      const absorbed = await repository.find(scopeOf(auth), absorb.id);
      if (!kept || !absorbed) throw notFound();
      const merged =
        kept.geometry && absorbed.geometry && kept.farmId === absorbed.farmId
          ? mergedBoundary([kept.geometry, absorbed.geometry])
          : null;
      if (!merged)
        throw new AppError(400, 'fieldsNotAdjacent', {}, [
          { path: 'fields', code: 'fieldsNotAdjacent', message: '' },
        ]);
      const isUsed = (await usage.countOf(auth.ownerId, absorb.id)) > 0;
      await db.transaction(async (tx) => {
        const within = createFieldsRepository(tx);
        if (!(await within.update(keep.id, keep.version, geometryColumns(merged, null)))) throw conflict();
        if (isUsed) {
          if (!(await within.update(absorb.id, absorb.version, { active: false }))) throw conflict();
        } else {
          if (!(await within.update(absorb.id, absorb.version, {}))) throw conflict();
          await within.remove(absorb.id);
        }
      });
      touch(auth.ownerId, auth.unitId);
      return { fields: [await this.get(auth, keep.id)], removed: { id: absorb.id, deleted: !isUsed } };
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
      const created = (await repository.summaries(scopeOf(auth), { ids })).map(presentFieldSummary);
      return { ...read, created };
    },
  };
}

export type TFieldsService = ReturnType<typeof createFieldsService>;
