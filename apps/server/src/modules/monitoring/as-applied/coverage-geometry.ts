import { featureCollection, polygon as polygonFeature } from '@turf/helpers';
import intersect from '@turf/intersect';
import union from '@turf/union';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { TAreaGeometry, TBoundingBox, TCoverageRateSegment } from '@tramline/domain';

/** One reported position as coverage reads it. */
export interface TCoveragePoint {
  equipmentId: number;
  /** Epoch milliseconds. */
  time: number;
  latitude: number;
  longitude: number;
  boomOn: boolean | null;
  /** Sections left to right; null when the machine reports the boom as a whole. */
  sections: readonly boolean[] | null;
  rate: number | null;
}

export interface TCoverageInput {
  points: readonly TCoveragePoint[];
  /** Working width of each machine, metres (null: the machine covers nothing measurable). */
  widthOf: (equipmentId: number) => number | null;
  fields: readonly TAreaGeometry[];
}

export interface TCoverageFigures {
  covered: TAreaGeometry | null;
  appliedArea: number;
  overlapArea: number;
  overlapPercent: number;
  fieldArea: number;
  uncoveredArea: number;
  offTargetArea: number;
  averageRate: number | null;
  /** Product put out: each stretch's rate times its area (ground covered twice counts twice); null without rates. */
  appliedVolume: number | null;
  rateMin: number | null;
  rateMax: number | null;
  rateSegments: TCoverageRateSegment[];
  trail: [number, number][];
  bbox: TBoundingBox | null;
}

/** Two points further apart in time are not one stretch of work (a stop, a lost signal). */
export const MAX_GAP_SECONDS = 30;
/** Two points further apart are a jump, not a pass. */
export const MAX_JUMP_METRES = 100;
/** A turn sharper than this between two steps starts a new stretch. */
const MAX_BEND_DEGREES = 20;
/** A run turning further than this in all starts a new one: a run must not come back over itself. */
const MAX_RUN_TURN_DEGREES = 90;
const EARTH_RADIUS = 6_371_008.8;
const SQUARE_METRES_PER_HECTARE = 10_000;

type TXY = [number, number];
type TArea = Feature<Polygon | MultiPolygon>;

/**
 * A flat projection around the work's centre (equirectangular): metres east and north. Over the
 * few kilometres of an order its error is far below a boom's width, and the clipping and the areas
 * are exact in it.
 */
function projectionAround(latitude: number, longitude: number) {
  const scale = Math.cos((latitude * Math.PI) / 180);
  const k = (Math.PI / 180) * EARTH_RADIUS;
  return {
    toXY: (lon: number, lat: number): TXY => [(lon - longitude) * k * scale, (lat - latitude) * k],
    toLonLat: ([x = 0, y = 0]: readonly number[]): [number, number] => [
      longitude + x / (k * scale),
      latitude + y / k,
    ],
  };
}

function ringArea(ring: readonly (readonly number[])[]) {
  let sum = 0;
  for (let index = 0; index + 1 < ring.length; index++) {
    const [x1, y1] = ring[index]!;
    const [x2, y2] = ring[index + 1]!;
    sum += x1! * y2! - x2! * y1!;
  }
  return Math.abs(sum) / 2;
}

/** Planar area of a projected polygon or multipolygon, square metres. */
function areaOf(shape: TArea | null): number {
  if (!shape) return 0;
  const polygons =
    shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  return polygons.reduce(
    (sum, rings) => sum + rings.reduce((inner, ring, index) => inner + (index ? -1 : 1) * ringArea(ring), 0),
    0,
  );
}

function unite(a: TArea | null, b: TArea | null): TArea | null {
  if (!a) return b;
  if (!b) return a;
  return union(featureCollection([a, b]));
}

function overlapOf(a: TArea | null, b: TArea | null): TArea | null {
  if (!a || !b) return null;
  return intersect(featureCollection([a, b]));
}

function mapGeometry(geometry: TAreaGeometry, map: (position: readonly number[]) => TXY): TAreaGeometry {
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map((ring) => ring.map(map)) }
    : {
        type: 'MultiPolygon',
        coordinates: geometry.coordinates.map((rings) => rings.map((ring) => ring.map(map))),
      };
}

function asFeature(geometry: TAreaGeometry): TArea {
  return { type: 'Feature', properties: {}, geometry: geometry as Polygon | MultiPolygon };
}

/** Lateral stretches of the boom that are on, metres from its left end: one per run of sections on. */
function onStrips(width: number, point: TCoveragePoint): [number, number][] {
  const sections = point.sections;
  if (!sections?.length) return point.boomOn ? [[0, width]] : [];
  if (point.boomOn === false) return [];
  const sectionWidth = width / sections.length;
  const strips: [number, number][] = [];
  sections.forEach((on, index) => {
    if (!on) return;
    const last = strips.at(-1);
    if (last && Math.abs(last[1] - index * sectionWidth) < 1e-9) last[1] = (index + 1) * sectionWidth;
    else strips.push([index * sectionWidth, (index + 1) * sectionWidth]);
  });
  return strips;
}

/** A run of steps with the same sections on and the same rate, without sharp bends: one swath. */
interface TRun {
  path: TXY[];
  /** A run of tight steps: each step drawn on its own (`path` is the last one), united in one go. */
  steps: TXY[][] | null;
  strips: [number, number][];
  rate: number | null;
  /** The whole boom's width, metres. */
  width: number;
  /** Degrees turned since the run began. */
  turned: number;
}

const stripsKey = (strips: [number, number][]) =>
  strips.map(([a, b]) => `${a.toFixed(3)}:${b.toFixed(3)}`).join();

function bendDegrees(a: TXY, b: TXY, c: TXY) {
  const first = Math.atan2(b[1] - a[1], b[0] - a[0]);
  const second = Math.atan2(c[1] - b[1], c[0] - b[0]);
  let delta = Math.abs(second - first) * (180 / Math.PI);
  if (delta > 180) delta = 360 - delta;
  return delta;
}

/** Cuts each machine's points into runs of working steps. */
function runsOf(
  points: readonly TCoveragePoint[],
  input: TCoverageInput,
  toXY: (lon: number, lat: number) => TXY,
) {
  const runs: TRun[] = [];
  const byMachine = new Map<number, TCoveragePoint[]>();
  for (const point of points) {
    const list = byMachine.get(point.equipmentId) ?? [];
    list.push(point);
    byMachine.set(point.equipmentId, list);
  }
  for (const [equipmentId, list] of byMachine) {
    const width = input.widthOf(equipmentId);
    if (!width || width <= 0) continue;
    list.sort((a, b) => a.time - b.time);
    let current: TRun | null = null;
    let currentKey = '';
    for (let index = 0; index + 1 < list.length; index++) {
      const from = list[index]!;
      const to = list[index + 1]!;
      const a = toXY(from.longitude, from.latitude);
      const b = toXY(to.longitude, to.latitude);
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const strips = onStrips(width, from);
      const working =
        strips.length > 0 &&
        length > 0.01 &&
        length <= MAX_JUMP_METRES &&
        to.time - from.time <= MAX_GAP_SECONDS * 1000;
      if (!working) {
        current = null;
        continue;
      }
      const key = `${stripsKey(strips)}|${from.rate ?? ''}`;
      const bend: number = current ? bendDegrees(current.path.at(-2)!, a, b) : 0;
      // Turning tighter than half the boom folds the inner edge over itself: such steps are drawn one by one.
      const tight: boolean = bend > 0 && length / ((bend * Math.PI) / 180) < width / 2;
      const joins =
        current !== null &&
        key === currentKey &&
        current.path.at(-1)![0] === a[0] &&
        current.path.at(-1)![1] === a[1];
      if (joins && tight && current!.steps) {
        current!.path = [a, b];
        current!.steps.push(current!.path);
      } else if (
        joins &&
        !tight &&
        !current!.steps &&
        bend <= MAX_BEND_DEGREES &&
        current!.turned + bend <= MAX_RUN_TURN_DEGREES
      ) {
        current!.path.push(b);
        current!.turned += bend;
      } else {
        const path: TXY[] = [a, b];
        current = { path, steps: tight ? [path] : null, strips, rate: from.rate, width, turned: 0 };
        currentKey = key;
        runs.push(current);
      }
    }
  }
  return runs;
}

/**
 * The swath of a run for one strip of the boom: its path offset to both edges (mitred at the
 * gentle bends a run allows), as a polygon. `from`/`to` are metres from the boom's left end.
 */
function swathOf(path: readonly TXY[], totalWidth: number, [from, to]: [number, number]): TArea {
  // Left of travel is positive: the boom's left end sits at +totalWidth/2.
  const leftOffset = totalWidth / 2 - from;
  const rightOffset = totalWidth / 2 - to;
  const normals = path.map((_, index) => {
    const previous = path[Math.max(0, index - 1)]!;
    const next = path[Math.min(path.length - 1, index + 1)]!;
    const dx = next[0] - previous[0];
    const dy = next[1] - previous[1];
    const length = Math.hypot(dx, dy) || 1;
    return [-dy / length, dx / length] as TXY;
  });
  const edge = (offset: number) =>
    path.map(([x, y], index) => [x + normals[index]![0] * offset, y + normals[index]![1] * offset] as TXY);
  const left = edge(leftOffset);
  const right = edge(rightOffset).reverse();
  const ring = [...left, ...right, left[0]!];
  return polygonFeature([ring]);
}

const hectares = (squareMetres: number) => squareMetres / SQUARE_METRES_PER_HECTARE;

/**
 * An order's as-applied coverage: the ground its machines covered with the boom (or the sections
 * that were on), how much of it twice or more, how much of the order's fields was left and how
 * much fell outside them, and the covered stretches with their rate.
 */
export function computeCoverage(input: TCoverageInput): TCoverageFigures {
  const points = input.points;
  const fieldPositions = input.fields.flatMap((geometry) =>
    geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates.flat(2),
  );
  const anchor =
    points[0] ??
    (fieldPositions[0] ? { longitude: fieldPositions[0][0]!, latitude: fieldPositions[0][1]! } : null);
  const empty: TCoverageFigures = {
    covered: null,
    appliedArea: 0,
    overlapArea: 0,
    overlapPercent: 0,
    fieldArea: 0,
    uncoveredArea: 0,
    offTargetArea: 0,
    averageRate: null,
    appliedVolume: null,
    rateMin: null,
    rateMax: null,
    rateSegments: [],
    trail: [],
    bbox: null,
  };
  if (!anchor) return empty;
  const { toXY, toLonLat } = projectionAround(anchor.latitude, anchor.longitude);
  const projectedFields = input.fields
    .map((geometry) => asFeature(mapGeometry(geometry, ([lon, lat]) => toXY(lon!, lat!))))
    .reduce<TArea | null>((all, field) => unite(all, field), null);

  let covered: TArea | null = null;
  let twice: TArea | null = null;
  const segments: { rate: number | null; shape: TArea; area: number }[] = [];
  for (const run of runsOf(points, input, toXY)) {
    const paths = run.steps ?? [run.path];
    const pieces = run.strips.flatMap((strip) => paths.map((path) => swathOf(path, run.width, strip)));
    const shape = pieces.length === 1 ? pieces[0]! : union(featureCollection(pieces));
    if (!shape) continue;
    twice = unite(twice, overlapOf(covered, shape));
    covered = unite(covered, shape);
    segments.push({ rate: run.rate, shape, area: areaOf(shape) });
  }

  const appliedSquareMetres = areaOf(covered);
  const overlapSquareMetres = areaOf(twice);
  const fieldSquareMetres = areaOf(projectedFields);
  const inside = areaOf(overlapOf(covered, projectedFields));
  const rated = segments.filter((segment) => segment.rate !== null);
  const ratedArea = rated.reduce((sum, segment) => sum + segment.area, 0);
  const back = (shape: TArea): TAreaGeometry =>
    mapGeometry(shape.geometry as TAreaGeometry, (position) => toLonLat(position));
  const trail = [...points]
    .sort((a, b) => a.time - b.time)
    .map((point) => [point.longitude, point.latitude] as [number, number]);
  const lons = trail.map(([lon]) => lon);
  const lats = trail.map(([, lat]) => lat);
  return {
    covered: covered ? back(covered) : null,
    appliedArea: hectares(appliedSquareMetres),
    overlapArea: hectares(overlapSquareMetres),
    overlapPercent: appliedSquareMetres > 0 ? (overlapSquareMetres / appliedSquareMetres) * 100 : 0,
    fieldArea: hectares(fieldSquareMetres),
    uncoveredArea: hectares(Math.max(0, fieldSquareMetres - inside)),
    offTargetArea: hectares(Math.max(0, appliedSquareMetres - inside)),
    averageRate:
      ratedArea > 0
        ? rated.reduce((sum, segment) => sum + segment.rate! * segment.area, 0) / ratedArea
        : null,
    appliedVolume: rated.length
      ? rated.reduce((sum, segment) => sum + segment.rate! * hectares(segment.area), 0)
      : null,
    rateMin: rated.length ? Math.min(...rated.map((segment) => segment.rate!)) : null,
    rateMax: rated.length ? Math.max(...rated.map((segment) => segment.rate!)) : null,
    rateSegments: segments.map((segment) => ({ rate: segment.rate, geometry: back(segment.shape) })),
    trail,
    bbox: trail.length ? [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] : null,
  };
}
