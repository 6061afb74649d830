import {
  ZDriftwatchLayer,
  type TAreaGeometry,
  type TBoundingBox,
  type TFieldHazard,
  type TFilterLayerInput,
  type TFilterLayerRecord,
  type TSensitiveSiteInput,
  type TSensitiveSiteRecord,
} from '@tramline/domain';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, conflict, notFound } from '../../../http/errors';
import { isSelfIntersecting, normaliseGeometry } from '../growers/field-geometry';
import {
  createSensitiveSitesRepository,
  type TFilterLayerRow,
  type TSensitiveSiteRow,
  type TSiteScope,
} from './sensitive-sites.repository';
import { boxesMeet, distanceToSiteMeters, grownBox, siteBox } from './site-geometry';
import { createEmbeddedDriftwatch, type TDriftwatchProvider } from './driftwatch.provider';

const scopeOf = (auth: TAuth): TSiteScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });

const badGeometry = (key: 'invalidGeometry' | 'boundarySelfIntersects') =>
  new AppError(400, key, {}, [{ path: 'geometry', code: key, message: '' }]);

function presentSite(row: TSensitiveSiteRow): TSensitiveSiteRecord {
  return {
    id: row.id,
    cdUnidade: row.unitId,
    name: row.name,
    kind: row.kind,
    note: row.note,
    geometry: row.geometry,
    radiusMeters: row.radiusMeters,
    bufferMeters: row.bufferMeters,
    bbox: [row.bboxWest, row.bboxSouth, row.bboxEast, row.bboxNorth],
    version: row.version,
  };
}

function presentLayer(row: TFilterLayerRow): TFilterLayerRecord {
  return {
    id: row.id,
    cdUnidade: row.unitId,
    name: row.name,
    kinds: row.kinds,
    driftwatch: row.driftwatch,
    visible: row.visible,
    driftwatchUpdatedAt: row.driftwatchUpdatedAt?.toISOString() ?? null,
    version: row.version,
  };
}

/** The stored columns of a site, or a 400 for a polygon without area or crossing itself. */
function columnsOf(input: TSensitiveSiteInput) {
  let geometry: TSensitiveSiteRow['geometry'];
  if (input.geometry.type === 'Point') geometry = input.geometry;
  else {
    const area = normaliseGeometry(input.geometry);
    if (!area) throw badGeometry('invalidGeometry');
    if (isSelfIntersecting(area)) throw badGeometry('boundarySelfIntersects');
    geometry = area;
  }
  const box = siteBox({ geometry, radiusMeters: input.radiusMeters }, input.bufferMeters);
  return {
    name: input.name,
    kind: input.kind,
    note: input.note,
    geometry,
    radiusMeters: input.radiusMeters,
    bufferMeters: input.bufferMeters,
    bboxWest: box[0],
    bboxSouth: box[1],
    bboxEast: box[2],
    bboxNorth: box[3],
  };
}

/** A field of an order that comes within a site's buffer, as the label gate and the ticket read it. */
export type TBufferBreach = TFieldHazard['breach'];

/**
 * Sensitive sites of the active branch with their no-spray buffers, the users' saved map layers,
 * and the DriftWatch layer read through its provider.
 */
export function createSensitiveSitesService(
  db: TDatabase,
  options: { driftwatch?: TDriftwatchProvider } = {},
) {
  const repository = createSensitiveSitesRepository(db);
  const driftwatch =
    options.driftwatch ?? createEmbeddedDriftwatch((ownerId, unitId) => repository.all({ ownerId, unitId }));
  /** Sites whose buffer, grown by `marginMeters`, a boundary comes within; nearest first. */
  async function sitesWithin(
    auth: TAuth,
    boundary: TAreaGeometry,
    box: TBoundingBox,
    marginMeters: number,
  ): Promise<TBufferBreach[]> {
    const reach = grownBox(box, marginMeters);
    const rows = await repository.all(scopeOf(auth));
    return rows
      .filter((row) => boxesMeet(reach, [row.bboxWest, row.bboxSouth, row.bboxEast, row.bboxNorth]))
      .map((row) => ({
        site: { id: row.id, name: row.name, kind: row.kind, note: row.note },
        distanceMeters: distanceToSiteMeters(boundary, row),
        bufferMeters: row.bufferMeters,
      }))
      .filter((breach) => breach.distanceMeters <= breach.bufferMeters + marginMeters)
      .sort((a, b) => a.distanceMeters - b.distanceMeters);
  }

  return {
    async list(auth: TAuth) {
      return (await repository.all(scopeOf(auth))).map(presentSite);
    },

    async get(auth: TAuth, id: number) {
      const row = await repository.find(scopeOf(auth), id);
      if (!row) throw notFound();
      return presentSite(row);
    },

    async create(auth: TAuth, input: TSensitiveSiteInput) {
      return presentSite(
        await repository.insert({ ownerId: auth.ownerId, unitId: auth.unitId, ...columnsOf(input) }),
      );
    },

    async update(auth: TAuth, id: number, input: TSensitiveSiteInput) {
      const current = await repository.find(scopeOf(auth), id);
      if (!current) throw notFound();
      const row = await repository.update(id, input.version ?? current.version, columnsOf(input));
      if (!row) throw conflict();
      return presentSite(row);
    },

    async remove(auth: TAuth, id: number) {
      if (!(await repository.find(scopeOf(auth), id))) throw notFound();
      await repository.remove(id);
    },

    /**
     * The sites of the caller's branch whose buffer a field's boundary comes within (distance from
     * the site's edge at most its buffer), nearest first.
     */
    async breaches(auth: TAuth, boundary: TAreaGeometry, box: TBoundingBox): Promise<TBufferBreach[]> {
      return sitesWithin(auth, boundary, box, 0);
    },

    /**
     * The sites a crew must know of near a field: those whose buffer the boundary comes within, or
     * comes within `marginMeters` of, nearest first (the ticket's hazards).
     */
    async near(
      auth: TAuth,
      boundary: TAreaGeometry,
      box: TBoundingBox,
      marginMeters: number,
    ): Promise<TBufferBreach[]> {
      return sitesWithin(auth, boundary, box, marginMeters);
    },

    async layers(auth: TAuth) {
      return (await repository.layers(scopeOf(auth), auth.userId)).map(presentLayer);
    },

    /** Saves a new layer (no id) or changes one of the caller's (id and version; 409 when stale). */
    async saveLayer(auth: TAuth, input: TFilterLayerInput) {
      const values = {
        name: input.name,
        kinds: [...new Set(input.kinds)],
        driftwatch: input.driftwatch,
        visible: input.visible,
      };
      if (input.id === undefined)
        return presentLayer(
          await repository.insertLayer({
            ownerId: auth.ownerId,
            unitId: auth.unitId,
            userId: auth.userId,
            ...values,
          }),
        );
      const current = await repository.findLayer(scopeOf(auth), auth.userId, input.id);
      if (!current) throw notFound();
      const row = await repository.updateLayer(current.id, input.version ?? current.version, values);
      if (!row) throw conflict();
      return presentLayer(row);
    },

    /** Reads the DriftWatch registry for the branch and marks the caller's DriftWatch layers fresh. */
    async updateDriftwatch(auth: TAuth, input: { bbox?: TBoundingBox }) {
      const sites = await driftwatch.sites({
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        bbox: input.bbox ?? null,
      });
      const at = new Date();
      await repository.touchDriftwatch(scopeOf(auth), auth.userId, at);
      return ZDriftwatchLayer.parse({ source: driftwatch.name, updatedAt: at.toISOString(), sites });
    },
  };
}

export type TSensitiveSitesService = ReturnType<typeof createSensitiveSitesService>;
