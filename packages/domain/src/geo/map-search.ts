import { z } from 'zod';
import { INT4_MAX, ZId, ZIdText } from '../ids';
import { ZFieldSummary } from '../records/field';
import { ZAreaGeometryValue, ZBoundingBox } from './geojson';

/** Ids given as `1,2,3` or repeated (`?fazendas=1&fazendas=2`); what is no id is left out. */
export const ZIdList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((item) => item.split(','))
          .map((item) => Number(item.trim()))
          .filter((item) => Number.isInteger(item) && item > 0 && item <= INT4_MAX),
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

/** `?unidades=`: one branch of the caller (the active one when absent). */
export const ZMapUnitQuery = z.object({ unidades: ZIdText.optional() });

/** The client code in a map path: the caller's owner code (any case); another owner's answers 404. */
export const ZMapClient = z.string().min(1).max(60);

/** `GET /v1/extent/unidade/{client}/{unit}`. */
export const ZUnitExtentParams = z.object({ client: ZMapClient, unit: ZIdText });

/** `POST /v1/extent/talhoes/{client}` path. */
export const ZMapClientParams = z.object({ client: ZMapClient });

/** `POST /v1/extent/talhoes/{client}` body: the fields to box. */
export const ZFieldsExtentInput = z.object({ ids: z.array(ZId).min(1).max(2000) });
export type TFieldsExtentInput = z.infer<typeof ZFieldsExtentInput>;

/** `POST /sales/talhao/geometriaTalhao` and `POST /map/bbox` body: the fields asked for by id. */
export const ZFieldIdsInput = z.object({ idTalhoes: z.array(ZId).min(1).max(2000) });
export type TFieldIdsInput = z.infer<typeof ZFieldIdsInput>;

/** `POST /map/bboxByDesc` body: the fields asked for by name (exact, any case). */
export const ZFieldNamesInput = z.object({
  descricoes: z.array(z.string().trim().min(1).max(120)).min(1).max(2000),
});
export type TFieldNamesInput = z.infer<typeof ZFieldNamesInput>;

/**
 * `GET /v4/busca_geojson_talhao/{client}/{unit}/{farm}/{zone}/{field}` and
 * `GET /v1/busca_talhao_selecionado/{client}/{unit}/{farm}/{zone}/{field}`: 0 stands for any.
 */
export const ZFieldGeoJsonParams = z.object({
  client: ZMapClient,
  unit: z.coerce.number().int().min(0),
  farm: z.coerce.number().int().min(0),
  zone: z.coerce.number().int().min(0),
  field: z.coerce.number().int().min(0),
});
export type TFieldGeoJsonParams = z.infer<typeof ZFieldGeoJsonParams>;

/** Field boundaries as a GeoJSON FeatureCollection; each feature's id is the field's id. */
export const ZFieldFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      id: z.number().int(),
      properties: z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string().nullable(),
        /** Farm name. */
        farm: z.string(),
        /** Grower name. */
        grower: z.string(),
        /** Zone name, when the field has one. */
        zone: z.string().nullable(),
        areaHectares: z.number().nullable(),
      }),
      geometry: ZAreaGeometryValue,
    }),
  ),
});
export type TFieldFeatureCollection = z.infer<typeof ZFieldFeatureCollection>;

/** `GET /v1/talhao/{client}/{z}/{x}/{file}`: `file` is `{y}.vector.pbf`. */
export const ZFieldTileParams = z.object({
  client: ZMapClient,
  z: z.coerce.number().int().min(0).max(24),
  x: z.coerce.number().int().min(0),
  file: z.string().regex(/^\d+\.vector\.pbf$/),
});

/** `?u=`: the branch whose fields the tile draws (the active one when absent). */
export const ZFieldTileQuery = z.object({ u: ZIdText.optional() });
