/** vt-pbf ships no types: geojson-vt tiles in, a Mapbox Vector Tile (protobuf) out. */
declare module 'vt-pbf' {
  export function fromGeojsonVt(
    layers: Record<string, { features: unknown[] }>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}

/** Test-only decoders of a vector tile. */
declare module '@mapbox/vector-tile' {
  export class VectorTile {
    constructor(pbf: unknown);
    layers: Record<
      string,
      {
        length: number;
        extent: number;
        feature(index: number): {
          id?: number;
          type: number;
          properties: Record<string, string | number | boolean>;
          loadGeometry(): { x: number; y: number }[][];
        };
      }
    >;
  }
}

declare module 'pbf' {
  export default class Pbf {
    constructor(buffer?: Uint8Array);
  }
}
