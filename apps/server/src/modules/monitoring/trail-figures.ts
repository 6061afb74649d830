import distance from '@turf/distance';
import simplify from '@turf/simplify';
import { lineString } from '@turf/helpers';
import {
  LEGEND_CLASSES,
  LEGEND_COLOURS,
  STOPPED_SPEED_KMH,
  TRAIL_GAP_SECONDS,
  type TTrailFeature,
  type TTrailLegend,
  type TTrailState,
  type TTrailStatistics,
} from '@tramline/domain';

/** A stored point as the trail figures need it. */
export interface TTrailPoint {
  equipmentId: number;
  recordedAt: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  boomOn: boolean | null;
  rate: number | null;
  workOrderId: number | null;
}

/** Tolerance of the line simplification, degrees (about 1 m): drawing keeps its shape, loses noise. */
export const TRAIL_SIMPLIFY_TOLERANCE = 0.00001;

const moving = (point: TTrailPoint) => (point.speedKmh ?? 0) >= STOPPED_SPEED_KMH;

/** Applying (boom on and moving), travelling (moving, boom off) or stopped. */
export function pointState(point: TTrailPoint): TTrailState | 'stopped' {
  if (!moving(point)) return 'stopped';
  return point.boomOn ? 'applying' : 'travelling';
}

const gapSeconds = (a: TTrailPoint, b: TTrailPoint) =>
  (b.recordedAt.getTime() - a.recordedAt.getTime()) / 1000;
const kmBetween = (a: TTrailPoint, b: TTrailPoint) =>
  distance([a.longitude, a.latitude], [b.longitude, b.latitude], { units: 'kilometers' });

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Lines to draw: per machine and order, split wherever the state changes between applying and
 * travelling (a stopped point keeps the segment it is in) or the terminal was silent longer than
 * `TRAIL_GAP_SECONDS`; each line simplified. Consecutive segments share their joining point so the
 * trail has no holes.
 */
export function trailFeatures(points: readonly TTrailPoint[]): TTrailFeature[] {
  const features: TTrailFeature[] = [];
  const byTrack = groupBy(points, (point) => `${point.equipmentId}:${point.workOrderId ?? ''}`);
  for (const track of byTrack.values()) {
    const sorted = [...track].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    let segment: TTrailPoint[] = [];
    let state: TTrailState | null = null;
    const flush = () => {
      if (segment.length >= 2 && state) features.push(featureOf(segment, state));
      segment = [];
    };
    for (const point of sorted) {
      const previous = segment[segment.length - 1];
      if (previous && gapSeconds(previous, point) > TRAIL_GAP_SECONDS) {
        flush();
        state = null;
      }
      const own = pointState(point);
      const next: TTrailState = own === 'stopped' ? (state ?? 'travelling') : own;
      if (state !== null && next !== state) {
        const joint = segment[segment.length - 1]!;
        flush();
        segment = [joint];
      }
      state = next;
      segment.push(point);
    }
    flush();
  }
  return features;
}

function featureOf(segment: readonly TTrailPoint[], state: TTrailState): TTrailFeature {
  const first = segment[0]!;
  const last = segment[segment.length - 1]!;
  const line = simplify(lineString(segment.map((point) => [point.longitude, point.latitude])), {
    tolerance: TRAIL_SIMPLIFY_TOLERANCE,
    highQuality: false,
  });
  const rates = segment.flatMap((point) => (point.rate === null ? [] : [point.rate]));
  return {
    type: 'Feature',
    properties: {
      equipamentoId: first.equipmentId,
      cdOrdemServico: first.workOrderId,
      state,
      start: first.recordedAt.toISOString(),
      end: last.recordedAt.toISOString(),
      rate:
        state === 'applying' && rates.length
          ? round(rates.reduce((sum, rate) => sum + rate, 0) / rates.length, 2)
          : null,
    },
    geometry: { type: 'LineString', coordinates: line.geometry.coordinates as [number, number][] },
  };
}

function round(value: number, digits: number) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * An order's figures from its points: each interval between consecutive points of a machine counts
 * for the state of its first point (an interval longer than `TRAIL_GAP_SECONDS` counts for nothing:
 * the terminal was off). Distance is along the points (great circle); mean speed is the distance over
 * the moving time.
 */
export function trailStatistics(workOrderId: number, points: readonly TTrailPoint[]): TTrailStatistics {
  let km = 0;
  const seconds = { applying: 0, travelling: 0, stopped: 0 };
  for (const track of groupBy(points, (point) => point.equipmentId).values()) {
    const sorted = [...track].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
    for (let index = 1; index < sorted.length; index += 1) {
      const a = sorted[index - 1]!;
      const b = sorted[index]!;
      const gap = gapSeconds(a, b);
      if (gap > TRAIL_GAP_SECONDS) continue;
      seconds[pointState(a)] += gap;
      if (moving(a)) km += kmBetween(a, b);
    }
  }
  const rates = points.flatMap((point) =>
    pointState(point) === 'applying' && point.rate !== null ? [point.rate] : [],
  );
  const times = points.map((point) => point.recordedAt.getTime());
  const movingHours = (seconds.applying + seconds.travelling) / 3600;
  return {
    cdOrdemServico: workOrderId,
    points: points.length,
    start: times.length ? new Date(Math.min(...times)).toISOString() : null,
    end: times.length ? new Date(Math.max(...times)).toISOString() : null,
    distanceKm: round(km, 3),
    applyingMinutes: round(seconds.applying / 60, 1),
    travellingMinutes: round(seconds.travelling / 60, 1),
    stoppedMinutes: round(seconds.stopped / 60, 1),
    meanSpeedKmh: movingHours > 0 ? round(km / movingHours, 1) : null,
    rateMin: rates.length ? Math.min(...rates) : null,
    rateMax: rates.length ? Math.max(...rates) : null,
  };
}

/** Distance (km) a machine travelled applying, for the area it covered: pairs of applying points. */
export function applyingKm(points: readonly TTrailPoint[]): number {
  let km = 0;
  for (let index = 1; index < points.length; index += 1) {
    const a = points[index - 1]!;
    const b = points[index]!;
    if (gapSeconds(a, b) > TRAIL_GAP_SECONDS) continue;
    if (pointState(a) === 'applying' && b.boomOn) km += kmBetween(a, b);
  }
  return km;
}

/**
 * The rate legend of an order: `LEGEND_CLASSES` classes of equal width between the lowest and the
 * highest rate reported while applying, each with its colour and how many points fall in it. One
 * class when every rate is the same; none without rates.
 */
export function trailLegend(
  workOrderId: number,
  points: readonly TTrailPoint[],
  isLiquid: boolean,
): TTrailLegend {
  const rates = points.flatMap((point) =>
    pointState(point) === 'applying' && point.rate !== null ? [point.rate] : [],
  );
  const unit = isLiquid ? 'l/ha' : 'kg/ha';
  if (!rates.length) return { cdOrdemServico: workOrderId, unit, classes: [] };
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  if (max === min) {
    return {
      cdOrdemServico: workOrderId,
      unit,
      classes: [{ min, max, colour: LEGEND_COLOURS[LEGEND_COLOURS.length - 1]!, points: rates.length }],
    };
  }
  const width = (max - min) / LEGEND_CLASSES;
  const counts = new Array<number>(LEGEND_CLASSES).fill(0);
  for (const rate of rates) counts[Math.min(LEGEND_CLASSES - 1, Math.floor((rate - min) / width))]! += 1;
  return {
    cdOrdemServico: workOrderId,
    unit,
    classes: counts.map((count, index) => ({
      min: round(min + index * width, 2),
      max: round(index === LEGEND_CLASSES - 1 ? max : min + (index + 1) * width, 2),
      colour: LEGEND_COLOURS[index]!,
      points: count,
    })),
  };
}
