/** shpjs ships no types: a zipped Shapefile (or its parts) in, GeoJSON in WGS84 out. */
declare module 'shpjs' {
  type TShapefileGeoJson = { type: 'FeatureCollection'; features: unknown[]; fileName?: string };
  export default function shp(
    input: ArrayBuffer | Uint8Array | Record<string, ArrayBuffer | Uint8Array>,
  ): Promise<TShapefileGeoJson | TShapefileGeoJson[]>;
}
