import GeoJSONVT from 'geojson-vt';
import { fromGeojsonVt } from 'vt-pbf';
import { FIELD_TILE_LAYERS, FIELD_TILE_MAX_ZOOM, type TFieldRecord } from '@tramline/domain';

/** Extent of a tile in vector-tile units, and the buffer cut around it (as MapLibre expects). */
const EXTENT = 4096;
const BUFFER = 64;
/** Branches whose cut tiles are kept; the oldest is dropped beyond it. */
const CACHED_BRANCHES = 16;

type TIndex = { getTile(z: number, x: number, y: number): { features: unknown[] } | null };
interface TCutBranch {
  revision: number;
  polygons: TIndex;
  labels: TIndex;
}

/** Feature properties of a field in the tiles: what the map draws and labels. */
function propertiesOf(field: TFieldRecord) {
  return {
    id: field.id,
    name: field.name,
    code: field.code ?? '',
    farm: field.farmName,
    grower: field.growerName,
    areaHectares: Math.round((field.areaHectares ?? 0) * 100) / 100,
  };
}

/**
 * Field vector tiles cut on the server with geojson-vt and encoded with vt-pbf: a polygon layer
 * (`talhao`) and a label point layer at each centroid (`talhao_label`). The cut index of a branch
 * is cached and rebuilt when the branch's field revision changes.
 */
export function createTileCutter() {
  const cache = new Map<string, TCutBranch>();

  function cut(fields: TFieldRecord[], revision: number): TCutBranch {
    const options = {
      maxZoom: FIELD_TILE_MAX_ZOOM,
      indexMaxZoom: 5,
      extent: EXTENT,
      buffer: BUFFER,
      tolerance: 3,
    };
    const polygons = new GeoJSONVT(
      {
        type: 'FeatureCollection',
        features: fields
          .filter((field) => field.geometry)
          .map((field) => ({
            type: 'Feature',
            id: field.id,
            properties: propertiesOf(field),
            geometry: field.geometry!,
          })),
      },
      options,
    ) as unknown as TIndex;
    const labels = new GeoJSONVT(
      {
        type: 'FeatureCollection',
        features: fields
          .filter((field) => field.centroid)
          .map((field) => ({
            type: 'Feature',
            id: field.id,
            properties: propertiesOf(field),
            geometry: { type: 'Point', coordinates: [field.centroid!.longitude, field.centroid!.latitude] },
          })),
      },
      options,
    ) as unknown as TIndex;
    return { revision, polygons, labels };
  }

  return {
    /**
     * The tile at z/x/y for a branch, or null when no field touches it. `load` is called only when
     * the cached cut is missing or older than `revision`.
     */
    async tile(
      key: string,
      revision: number,
      load: () => Promise<TFieldRecord[]>,
      z: number,
      x: number,
      y: number,
    ) {
      let branch = cache.get(key);
      if (!branch || branch.revision !== revision) {
        branch = cut(await load(), revision);
        cache.delete(key);
        cache.set(key, branch);
        if (cache.size > CACHED_BRANCHES) cache.delete(cache.keys().next().value!);
      }
      const polygons = branch.polygons.getTile(z, x, y);
      const labels = branch.labels.getTile(z, x, y);
      if (!polygons && !labels) return null;
      return Buffer.from(
        fromGeojsonVt(
          {
            [FIELD_TILE_LAYERS.polygons]: polygons ?? { features: [] },
            [FIELD_TILE_LAYERS.labels]: labels ?? { features: [] },
          },
          { version: 2, extent: EXTENT },
        ),
      );
    },
  };
}
