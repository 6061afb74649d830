import { z } from 'zod';
import { ZFieldSummary } from '../records/field';
import { ZBoundingBox } from './geojson';

/** Ids given as `1,2,3` or repeated (`?fazendas=1&fazendas=2`). */
export const ZIdList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((item) => item.split(','))
          .map((item) => Number(item.trim()))
          .filter((item) => Number.isInteger(item) && item > 0),
  );

/** `GET /map/todas-fazendas`: the farms of the branch for the map filters. */
export const ZMapFarm = z.object({
  id: z.number().int(),
  name: z.string(),
  growerId: z.number().int(),
  growerName: z.string(),
});

/** `GET /map/busca-talhoes-por-filtro`: farms, zones and a field name or code. */
export const ZFieldSearchQuery = z.object({
  fazenda: ZIdList,
  zona: ZIdList,
  /** Part of a field's name or code. */
  talhao: z.string().trim().max(120).optional(),
});

/** `GET /map/v2/centroids-coordenada-talhoes`. */
export const ZCentroidQuery = z.object({
  unidades: ZIdList,
  fazendas: ZIdList,
  zonas: ZIdList,
  talhoes: ZIdList,
  idTalhoes: ZIdList,
});

export const ZFieldCentroid = z.object({
  idTalhao: z.number().int(),
  descTalhao: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

export const ZFieldDescription = z.object({
  idTalhao: z.number().int(),
  descTalhao: z.string(),
  code: z.string().nullable(),
  farmName: z.string(),
});

export const ZExtent = z.object({ bbox: ZBoundingBox.nullable() });

/** How the map selector searches (spec part 1 §2): by code, by name, or by location. */
export const MAP_SELECTOR_MODES = ['code', 'name', 'location'] as const;
export const ZMapSelectorQuery = z.object({
  mode: z.enum(MAP_SELECTOR_MODES),
  search: z.string().trim().min(1).max(120),
});

/** Fields found, with the point read when searching by location and each field's distance from it. */
export const ZMapSelectorResult = z.object({
  point: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  fields: z.array(ZFieldSummary.extend({ distanceMetres: z.number().nullable() })),
});
export type TMapSelectorResult = z.infer<typeof ZMapSelectorResult>;

/** Layers of the field vector tiles `/v1/talhao/{client}/{z}/{x}/{y}.vector.pbf`. */
export const FIELD_TILE_LAYERS = { polygons: 'talhao', labels: 'talhao_label' } as const;
/** Zoom from which field labels show (spec part 2 §9). */
export const FIELD_LABEL_MIN_ZOOM = 13.25;
/** Deepest zoom tiles are cut at; the map over-zooms beyond it. */
export const FIELD_TILE_MAX_ZOOM = 16;
/** Bounding-box fits: max zoom 16, padding 50 (a branch) or 20 (a region). */
export const FIT_BOUNDS = { maxZoom: 16, unitPadding: 50, regionalPadding: 20 } as const;
