import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { TAreaGeometry } from '@tramline/domain';
import { localFrame, type TLonLat } from './geometry';

/** One straight pass of the boom across a field, boom on from `from` to `to`. */
export interface TPass {
  from: TLonLat;
  to: TLonLat;
}

/** A machine's way over a field: passes joined by headland turns with the boom off. */
export interface TWorkPath {
  path: TLonLat[];
  /** Boom state of each edge of `path` (length `path.length - 1`). */
  boomOn: boolean[];
}

function ringsOf(geometry: TAreaGeometry): TLonLat[][] {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.flat().map((ring) => ring.map(([lon, lat]) => [lon, lat] as TLonLat));
}

/**
 * Back-and-forth passes across a boundary at the boom width: east-west lines half a width in from
 * the southern edge and a width apart, clipped to the inside of the boundary (holes and several
 * parts too, even-odd), every other line driven the other way so the machine turns on the headland.
 */
export function passesOf(geometry: TAreaGeometry, widthM: number): TPass[] {
  const rings = ringsOf(geometry).filter((ring) => ring.length >= 3);
  if (rings.length === 0 || !(widthM > 0)) return [];
  const latitudes = rings.flat().map(([, lat]) => lat);
  const frame = localFrame((Math.min(...latitudes) + Math.max(...latitudes)) / 2);
  const xyRings = rings.map((ring) => ring.map(frame.toXY));
  const ys = xyRings.flat().map(([, y]) => y);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const feature = { type: 'Feature' as const, properties: {}, geometry };
  const passes: TPass[] = [];
  let line = 0;
  for (let y = minY + widthM / 2; y < maxY; y += widthM, line += 1) {
    const crossings: number[] = [];
    for (const ring of xyRings)
      for (let index = 0; index < ring.length; index += 1) {
        const a = ring[index]!;
        const b = ring[(index + 1) % ring.length]!;
        if (a[1] <= y === b[1] <= y) continue;
        crossings.push(a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1]));
      }
    crossings.sort((p, q) => p - q);
    const pieces: [number, number][] = [];
    for (let index = 0; index + 1 < crossings.length; index += 2) {
      const [x0, x1] = [crossings[index]!, crossings[index + 1]!];
      if (x1 - x0 < 1e-6) continue;
      const middle = frame.toLonLat([(x0 + x1) / 2, y]);
      if (!booleanPointInPolygon(middle, feature)) continue;
      pieces.push([x0, x1]);
    }
    const eastward = line % 2 === 0;
    const ordered = eastward ? pieces : pieces.reverse();
    for (const [x0, x1] of ordered)
      passes.push(
        eastward
          ? { from: frame.toLonLat([x0, y]), to: frame.toLonLat([x1, y]) }
          : { from: frame.toLonLat([x1, y]), to: frame.toLonLat([x0, y]) },
      );
  }
  return passes;
}

/** The passes as one path: boom on along each pass, off on the turns between them. */
export function workPathOf(passes: readonly TPass[]): TWorkPath {
  const path: TLonLat[] = [];
  const boomOn: boolean[] = [];
  passes.forEach((pass, index) => {
    if (index > 0) boomOn.push(false);
    path.push(pass.from, pass.to);
    boomOn.push(true);
  });
  return { path, boomOn };
}

/** A detour before the work: one pass over another field (boom on), then over to the work's start. */
export function withDetour(work: TWorkPath, detour: TPass): TWorkPath {
  if (work.path.length === 0) return { path: [detour.from, detour.to], boomOn: [true] };
  return { path: [detour.from, detour.to, ...work.path], boomOn: [true, false, ...work.boomOn] };
}

/** Square metres the passes cover at a boom width (length x width). */
export function coveredSquareMetres(passes: readonly TPass[], widthM: number): number {
  let metres = 0;
  for (const pass of passes) {
    const frame = localFrame(pass.from[1]);
    const [x0, y0] = frame.toXY(pass.from);
    const [x1, y1] = frame.toXY(pass.to);
    metres += Math.hypot(x1 - x0, y1 - y0) * widthM;
  }
  return metres;
}
