import { parseCoordinates, positionsOf, type TFieldRecord, type TMapSelectorResult } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { notFound } from '../../../http/errors';
import type { TFieldsService } from '../growers/fields.service';
import type { TGrowersService } from '../growers/growers.service';
import { createTileCutter } from './vector-tiles';

/** Boundaries as a FeatureCollection whose feature ids are the field ids. */
function collectionOf(rows: TFieldRecord[]) {
  return {
    type: 'FeatureCollection' as const,
    features: rows.map((field) => ({
      type: 'Feature' as const,
      id: field.id,
      properties: {
        id: field.id,
        name: field.name,
        code: field.code,
        farm: field.farmName,
        grower: field.growerName,
        zone: field.zoneName,
        areaHectares: field.areaHectares,
      },
      geometry: field.geometry!,
    })),
  };
}

/** Most fields a search answers. */
const SEARCH_LIMIT = 200;

/**
 * The map reads of the order form, the map selector and the map screens: field searches,
 * centroids, extents, GeoJSON and the vector tiles. Reads only; fields are written by their module.
 */
export function createMapsService(dependencies: { fields: TFieldsService; growers: TGrowersService }) {
  const { fields, growers } = dependencies;
  const tiles = createTileCutter();

  /** The client code of a path must be the caller's owner; anything else is a 404. */
  function assertClient(auth: TAuth, client: string) {
    if (client.toLowerCase() !== auth.ownerCode.toLowerCase()) throw notFound();
  }

  /** The branch of a map call: the one asked for when permitted, else the active one. */
  function unitOf(auth: TAuth, unit: number | undefined) {
    if (unit === undefined) return auth.unitId;
    if (!auth.permittedUnitIds.includes(unit)) throw notFound();
    return unit;
  }

  /** The caller with another permitted branch as its active one (reads only). */
  const inUnit = (auth: TAuth, unit: number | undefined): TAuth => ({ ...auth, unitId: unitOf(auth, unit) });

  return {
    async farms(auth: TAuth) {
      return (await growers.listFarms(auth)).map((farm) => ({
        id: farm.id,
        name: farm.name,
        growerId: farm.growerId,
        growerName: farm.growerName,
      }));
    },

    async searchFields(auth: TAuth, query: { fazenda?: number[]; zona?: number[]; talhao?: string }) {
      return fields.summaries(
        auth,
        {
          farmIds: query.fazenda?.length ? query.fazenda : undefined,
          zoneIds: query.zona?.length ? query.zona : undefined,
          nameOrCode: query.talhao || undefined,
        },
        SEARCH_LIMIT,
      );
    },

    async descriptions(auth: TAuth, unit?: number) {
      const rows = await fields.summaries(inUnit(auth, unit), {});
      return rows.map((field) => ({
        idTalhao: field.id,
        descTalhao: field.name,
        code: field.code,
        farmName: field.farmName,
      }));
    },

    async centroids(
      auth: TAuth,
      query: {
        unidades?: number[];
        fazendas?: number[];
        zonas?: number[];
        talhoes?: number[];
        idTalhoes?: number[];
      },
    ) {
      const ids = [...(query.talhoes ?? []), ...(query.idTalhoes ?? [])];
      const rows = await fields.summaries(inUnit(auth, query.unidades?.[0]), {
        farmIds: query.fazendas?.length ? query.fazendas : undefined,
        zoneIds: query.zonas?.length ? query.zonas : undefined,
        ids: ids.length ? ids : undefined,
        geometryMissing: false,
      });
      return rows.map((field) => ({
        idTalhao: field.id,
        descTalhao: field.name,
        latitude: field.centroid!.latitude,
        longitude: field.centroid!.longitude,
      }));
    },

    /** The first position of each boundary (`/map/primeira-coordenada-talhoes`). */
    async firstPositions(auth: TAuth, unit?: number) {
      const rows = await fields.records(inUnit(auth, unit), { geometryMissing: false });
      return rows.map((field) => {
        const [longitude, latitude] = positionsOf(field.geometry!)[0]!;
        return { idTalhao: field.id, descTalhao: field.name, latitude, longitude };
      });
    },

    async unitExtent(auth: TAuth, client: string, unit: number) {
      assertClient(auth, client);
      return { bbox: await fields.extent(inUnit(auth, unit), {}) };
    },

    async fieldsExtent(auth: TAuth, client: string, ids: number[]) {
      assertClient(auth, client);
      return { bbox: await fields.extent(auth, { ids }) };
    },

    /**
     * Boundaries as a FeatureCollection (`/v4/busca_geojson_talhao/{client}/{unit}/{farm}/{zone}/{field}`);
     * 0 in a position means any.
     */
    async geoJson(
      auth: TAuth,
      params: { client: string; unit: number; farm: number; zone: number; field: number },
    ) {
      assertClient(auth, params.client);
      const rows = await fields.records(inUnit(auth, params.unit || undefined), {
        farmId: params.farm || undefined,
        zoneId: params.zone || undefined,
        ids: params.field ? [params.field] : undefined,
        geometryMissing: false,
      });
      return collectionOf(rows);
    },

    /** Boundaries of some fields by id (`POST /sales/talhao/geometriaTalhao`); unknown ids are left out. */
    async boundariesOf(auth: TAuth, ids: number[]) {
      return collectionOf(await fields.records(auth, { ids, geometryMissing: false }));
    },

    /** Box of some fields by id (`POST /map/bbox`); null when none is mapped. */
    async boxOf(auth: TAuth, ids: number[]) {
      return { bbox: await fields.extent(auth, { ids }) };
    },

    /** Box of the fields whose name is one of `names`, any case (`POST /map/bboxByDesc`). */
    async boxOfNames(auth: TAuth, names: string[]) {
      const wanted = new Set(names.map((name) => name.toLowerCase()));
      const ids = (await fields.summaries(auth, {}))
        .filter((field) => wanted.has(field.name.toLowerCase()))
        .map((field) => field.id);
      return { bbox: ids.length ? await fields.extent(auth, { ids }) : null };
    },

    /** Every field of a branch, mapped or not, without boundaries (`GET /map/all`). */
    async all(auth: TAuth, unit?: number) {
      return fields.summaries(inUnit(auth, unit), {});
    },

    /** Field names of a branch by path (`GET /v1/desc_talhao/unidade/{client}/{unit}`). */
    async unitDescriptions(auth: TAuth, client: string, unit: number) {
      assertClient(auth, client);
      return this.descriptions(auth, unit);
    },

    /**
     * The fields picked by farm, zone and field (0 for any) with their centroid and box, for the
     * map to zoom to (`GET /v1/busca_talhao_selecionado/{client}/{unit}/{farm}/{zone}/{field}`).
     */
    async selected(
      auth: TAuth,
      params: { client: string; unit: number; farm: number; zone: number; field: number },
    ) {
      assertClient(auth, params.client);
      return fields.summaries(inUnit(auth, params.unit || undefined), {
        farmId: params.farm || undefined,
        zoneId: params.zone || undefined,
        ids: params.field ? [params.field] : undefined,
      });
    },

    /**
     * The map selector: fields by code, by name, or at a location typed in decimal degrees or
     * degrees-minutes-seconds (the fields holding the point, else the nearest within 5 km).
     */
    async select(
      auth: TAuth,
      query: { mode: 'code' | 'name' | 'location'; search: string },
    ): Promise<TMapSelectorResult> {
      if (query.mode === 'location') {
        const point = parseCoordinates(query.search);
        if (!point) return { point: null, fields: [] };
        return { point, fields: await fields.fieldsAtPoint(auth, point) };
      }
      const needle = query.search.toLowerCase();
      const candidates = await fields.summaries(auth, { nameOrCode: query.search }, SEARCH_LIMIT);
      const isExact = (code: string | null) => code?.toLowerCase() === needle;
      const rows =
        query.mode === 'code'
          ? candidates
              .filter((field) => field.code?.toLowerCase().includes(needle))
              .sort((a, b) => Number(isExact(b.code)) - Number(isExact(a.code)))
          : candidates.filter((field) => field.name.toLowerCase().includes(needle));
      return { point: null, fields: rows.map((field) => ({ ...field, distanceMetres: null })) };
    },

    /** One vector tile of a branch's fields, or null when empty. */
    async tile(auth: TAuth, params: { client: string; z: number; x: number; y: number; unit?: number }) {
      assertClient(auth, params.client);
      const unitId = unitOf(auth, params.unit);
      const revision = fields.revisionOf(auth.ownerId, unitId);
      return tiles.tile(
        `${auth.ownerId}:${unitId}`,
        revision,
        () => fields.boundariesOfUnit(auth.ownerId, unitId),
        params.z,
        params.x,
        params.y,
      );
    },
  };
}

export type TMapsService = ReturnType<typeof createMapsService>;
