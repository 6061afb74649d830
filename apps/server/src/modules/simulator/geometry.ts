/** Small plane geometry of the simulator: a local metric frame, distances and headings. */

/** `[longitude, latitude]`, as GeoJSON. */
export type TLonLat = [number, number];

const METRES_PER_DEGREE = 111_320;
const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** An equirectangular frame around a latitude: good to well under 1% across a field. */
export function localFrame(latitude: number) {
  const kx = METRES_PER_DEGREE * Math.cos(radians(latitude));
  const ky = METRES_PER_DEGREE;
  return {
    toXY: ([lon, lat]: TLonLat): [number, number] => [lon * kx, lat * ky],
    toLonLat: ([x, y]: [number, number]): TLonLat => [x / kx, y / ky],
  };
}

/** Great-circle distance in metres. */
export function metresBetween(a: TLonLat, b: TLonLat): number {
  const dLat = radians(b[1] - a[1]);
  const dLon = radians(b[0] - a[0]);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Heading from a to b, degrees clockwise from north, 0 to 360. */
export function headingBetween(a: TLonLat, b: TLonLat): number {
  const dx = (b[0] - a[0]) * Math.cos(radians((a[1] + b[1]) / 2));
  const dy = b[1] - a[1];
  if (dx === 0 && dy === 0) return 0;
  const degrees = (Math.atan2(dx, dy) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

/** The point a share of the way from a to b. */
export function between(a: TLonLat, b: TLonLat, share: number): TLonLat {
  return [a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share];
}
