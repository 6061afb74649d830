import { between, headingBetween, metresBetween, type TLonLat } from './geometry';

/** A polyline with each edge's boom state, measured once so points along it are cheap. */
export interface TMeasuredPath {
  path: TLonLat[];
  boomOn: boolean[];
  /** Distance from the start to each vertex, metres. */
  along: number[];
  lengthM: number;
}

export function measure(path: readonly TLonLat[], boomOn: readonly boolean[] = []): TMeasuredPath {
  const along = [0];
  for (let index = 1; index < path.length; index += 1)
    along.push(along[index - 1]! + metresBetween(path[index - 1]!, path[index]!));
  return {
    path: [...path],
    boomOn: path.slice(1).map((_, index) => boomOn[index] ?? false),
    along,
    lengthM: along[along.length - 1] ?? 0,
  };
}

/** Where a share (0 to 1) of the way along the path lies, which way it heads and the boom there. */
export function pointAlong(measured: TMeasuredPath, share: number) {
  const { path, along, lengthM } = measured;
  if (path.length === 0) throw new Error('empty path');
  if (path.length === 1 || lengthM === 0) return { point: path[0]!, heading: 0, boomOn: false };
  const target = Math.max(0, Math.min(1, share)) * lengthM;
  let edge = 0;
  while (edge < path.length - 2 && along[edge + 1]! < target) edge += 1;
  const edgeLength = along[edge + 1]! - along[edge]!;
  const within = edgeLength > 0 ? (target - along[edge]!) / edgeLength : 0;
  return {
    point: between(path[edge]!, path[edge + 1]!, within),
    heading: headingBetween(path[edge]!, path[edge + 1]!),
    boomOn: measured.boomOn[edge] ?? false,
  };
}

/** The part of a path between two shares of its length, with the boom states of its edges. */
export function slice(measured: TMeasuredPath, from: number, to: number): TMeasuredPath {
  const { path, along, lengthM } = measured;
  if (path.length < 2 || lengthM === 0) return measured;
  const start = from * lengthM;
  const end = to * lengthM;
  const points: TLonLat[] = [pointAlong(measured, from).point];
  const boom: boolean[] = [];
  for (let index = 1; index < path.length; index += 1) {
    if (along[index]! <= start) continue;
    boom.push(measured.boomOn[index - 1] ?? false);
    if (along[index]! >= end) break;
    points.push(path[index]!);
  }
  points.push(pointAlong(measured, to).point);
  return measure(points, boom);
}
