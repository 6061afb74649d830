import { DRIFTWATCH_KINDS, type TBoundingBox, type TDriftwatchSite } from '@tramline/domain';
import type { TSensitiveSiteRow } from './sensitive-sites.repository';
import { boxesMeet } from './site-geometry';

/**
 * DriftWatch, the public registry of sensitive crops and apiaries, is an outside service. The
 * product reads it through this interface; the embedded adapter answers the branch's own stored
 * sites of the registry's kinds, so the layer works without the outside service.
 */
export interface TDriftwatchProvider {
  readonly name: string;
  sites(query: { ownerId: number; unitId: number; bbox: TBoundingBox | null }): Promise<TDriftwatchSite[]>;
}

/** Reads the stored sensitive sites of a branch (the caller passes a reader scoped to it). */
export function createEmbeddedDriftwatch(
  read: (ownerId: number, unitId: number) => Promise<TSensitiveSiteRow[]>,
): TDriftwatchProvider {
  return {
    name: 'embedded',
    async sites({ ownerId, unitId, bbox }) {
      const rows = await read(ownerId, unitId);
      return rows
        .filter((row) => DRIFTWATCH_KINDS.includes(row.kind))
        .filter((row) => !bbox || boxesMeet(bbox, [row.bboxWest, row.bboxSouth, row.bboxEast, row.bboxNorth]))
        .map((row) => ({
          externalId: `site-${row.id}`,
          name: row.name,
          kind: row.kind,
          geometry: row.geometry,
          radiusMeters: row.radiusMeters,
          bufferMeters: row.bufferMeters,
        }));
    },
  };
}
