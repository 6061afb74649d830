import { metresBetween, type TLonLat } from './geometry';
import { measure, pointAlong, slice, type TMeasuredPath } from './path-motion';
import type { TWorkPath } from './passes';

/**
 * A machine's sent day as a timeline of what it does, instant by instant: road travel between
 * places, work along the passes of a field, refills and cleanouts at the warehouse, waiting and
 * breakdowns. Times are milliseconds since the epoch, on the plan's clock. Pure: road legs come in
 * through `legOf`, already asked of the routing provider.
 */
export type TSegmentKind = 'travel' | 'work' | 'refill' | 'cleanout' | 'wait' | 'breakdown';

export interface TSegment {
  kind: TSegmentKind;
  start: number;
  end: number;
  path: TMeasuredPath;
  /** The order worked (work, and a breakdown in the middle of it). */
  workOrderId: number | null;
  /** Product applied over the segment, litres or kilograms. */
  volume: number;
  /** Planned rate per hectare of the order. */
  rate: number;
  /** Tank level at the segment's start and end, litres or kilograms. */
  tankStart: number;
  tankEnd: number;
}

/** A stop of the sent day: an order on its field(s), or a refill or cleanout at a place. */
export interface TStopInput {
  kind: 'order' | 'refill' | 'cleanout';
  workOrderId: number | null;
  start: number;
  end: number;
  /** Where a refill or cleanout happens; for an order, where its work starts. */
  place: TLonLat;
  /** An order's way over its field(s). */
  work?: TWorkPath;
  /** Hectares and litres (or kilograms) of an order. */
  area: number;
  volume: number;
}

export interface TLeg {
  path: TLonLat[];
  seconds: number;
}
export type TLegOf = (from: TLonLat, to: TLonLat) => TLeg;

/** A work stretch keeps at least this share of its time when travel has to be fitted in. */
const KEEP_OF_WORK = 0.5;

function segment(values: Partial<TSegment> & Pick<TSegment, 'kind' | 'start' | 'end' | 'path'>): TSegment {
  return { workOrderId: null, volume: 0, rate: 0, tankStart: 0, tankEnd: 0, ...values };
}

const stationary = (point: TLonLat) => measure([point]);
const firstPoint = (piece: TSegment) => piece.path.path[0]!;
const lastPoint = (piece: TSegment) => piece.path.path[piece.path.path.length - 1]!;

/** The stops as work stretches and stationary stops: a refill inside an order's time splits it. */
function piecesOf(stops: readonly TStopInput[]): TSegment[] {
  const sorted = [...stops].sort((a, b) => a.start - b.start);
  const still = sorted.filter((stop) => stop.kind !== 'order');
  const pieces: TSegment[] = still.map((stop) =>
    segment({
      kind: stop.kind as 'refill' | 'cleanout',
      start: stop.start,
      end: stop.end,
      path: stationary(stop.place),
    }),
  );
  for (const stop of sorted) {
    if (stop.kind !== 'order') continue;
    const path =
      stop.work && stop.work.path.length ? measure(stop.work.path, stop.work.boomOn) : stationary(stop.place);
    const rate = stop.area > 0 ? stop.volume / stop.area : 0;
    const cuts = still.filter((other) => other.start > stop.start && other.start < stop.end);
    const windows: [number, number][] = [];
    let from = stop.start;
    for (const cut of cuts) {
      windows.push([from, cut.start]);
      from = Math.max(from, cut.end);
    }
    windows.push([from, stop.end]);
    const open = windows.filter(([a, b]) => b > a);
    const total = open.reduce((sum, [a, b]) => sum + b - a, 0);
    let done = 0;
    for (const [a, b] of open) {
      const share = total > 0 ? (b - a) / total : 1;
      pieces.push(
        segment({
          kind: 'work',
          start: a,
          end: b,
          path: path.path.length > 1 ? slice(path, done, Math.min(1, done + share)) : path,
          workOrderId: stop.workOrderId,
          volume: stop.volume * share,
          rate,
        }),
      );
      done += share;
    }
  }
  pieces.sort((a, b) => a.start - b.start);
  let previousEnd = -Infinity;
  for (const piece of pieces) {
    piece.start = Math.max(piece.start, previousEnd);
    piece.end = Math.max(piece.end, piece.start);
    previousEnd = piece.end;
  }
  return pieces;
}

/** Fills the tank before the day and at each refill; work draws it down by what it applies. */
function assignTank(segments: TSegment[]) {
  let capacity = 0;
  let run = 0;
  for (const item of segments) {
    if (item.kind === 'refill') run = 0;
    run += item.volume;
    capacity = Math.max(capacity, run);
  }
  let level = capacity;
  for (const item of segments) {
    item.tankStart = level;
    if (item.kind === 'refill') level = capacity;
    level = Math.max(0, level - item.volume);
    item.tankEnd = level;
  }
}

/**
 * The timeline of a sent day: from the warehouse by road to each stop, arriving when the stop is
 * planned to start (waiting where it is when early); where the plan leaves too little time for the
 * road, the work next to it gives some of its time (the machine works faster); back to the
 * warehouse after the last stop.
 */
export function buildTimeline(input: { warehouse: TLonLat; stops: readonly TStopInput[]; legOf: TLegOf }) {
  const segments: TSegment[] = [];
  let at: TLonLat = input.warehouse;
  let previous: TSegment | null = null;
  for (const piece of piecesOf(input.stops)) {
    const to = firstPoint(piece);
    const leg = metresBetween(at, to) > 1 ? input.legOf(at, to) : null;
    const need = leg ? leg.seconds * 1000 : 0;
    if (previous) {
      let deficit = need - (piece.start - previous.end);
      if (deficit > 0 && piece.kind === 'work') {
        const take = Math.min(deficit, (piece.end - piece.start) * KEEP_OF_WORK);
        piece.start += take;
        deficit -= take;
      }
      if (deficit > 0 && previous.kind === 'work') {
        const take = Math.min(deficit, (previous.end - previous.start) * KEEP_OF_WORK);
        previous.end -= take;
      }
    }
    const departure = previous ? Math.max(previous.end, piece.start - need) : piece.start - need;
    if (previous && departure > previous.end)
      segments.push(segment({ kind: 'wait', start: previous.end, end: departure, path: stationary(at) }));
    if (leg)
      segments.push(segment({ kind: 'travel', start: departure, end: piece.start, path: measure(leg.path) }));
    segments.push(piece);
    previous = piece;
    at = lastPoint(piece);
  }
  if (previous && metresBetween(at, input.warehouse) > 1) {
    const leg = input.legOf(at, input.warehouse);
    segments.push(
      segment({
        kind: 'travel',
        start: previous.end,
        end: previous.end + leg.seconds * 1000,
        path: measure(leg.path),
      }),
    );
  }
  assignTank(segments);
  return segments;
}

/** Splits a segment at a share of its time; the halves share the path, volume and tank between them. */
function split(item: TSegment, share: number): [TSegment, TSegment] {
  const at = item.start + (item.end - item.start) * share;
  const tankAt = item.tankStart + (item.tankEnd - item.tankStart) * share;
  const moving = item.path.path.length > 1;
  return [
    {
      ...item,
      end: at,
      path: moving ? slice(item.path, 0, share) : item.path,
      volume: item.volume * share,
      tankEnd: tankAt,
    },
    {
      ...item,
      start: at,
      path: moving ? slice(item.path, share, 1) : item.path,
      volume: item.volume * (1 - share),
      tankStart: tankAt,
    },
  ];
}

/**
 * A breakdown halfway through the first work stretch: the machine stands still for `minutes`, then
 * carries on; everything after it happens that much later.
 */
export function withBreakdown(segments: readonly TSegment[], minutes: number): TSegment[] {
  const index = segments.findIndex((item) => item.kind === 'work' && item.end > item.start);
  if (index < 0 || minutes <= 0) return [...segments];
  const delay = minutes * 60_000;
  const [before, after] = split(segments[index]!, 0.5);
  const stop = segment({
    kind: 'breakdown',
    start: before.end,
    end: before.end + delay,
    path: measure([lastPoint(before)]),
    workOrderId: before.workOrderId,
    rate: before.rate,
    tankStart: before.tankEnd,
    tankEnd: before.tankEnd,
  });
  const later = [after, ...segments.slice(index + 1)].map((item) => ({
    ...item,
    start: item.start + delay,
    end: item.end + delay,
  }));
  return [...segments.slice(0, index), before, stop, ...later];
}

export type TPlannedEventType = 'start' | 'pause' | 'resume' | 'complete' | 'skip';
export interface TPlannedEvent {
  type: TPlannedEventType;
  time: number;
  workOrderId: number;
  appliedArea?: number;
  appliedVolume?: number;
}

/**
 * What the machine reports of its orders: start when it first works an order, pause (with what it
 * has applied of the order so far, as a terminal counts it) and resume around a breakdown,
 * complete (with the order's area and the volume applied) when it last works it; a skipped order
 * is skipped at its planned start.
 */
export function eventsOf(
  segments: readonly TSegment[],
  stops: readonly TStopInput[],
  skipped: readonly { workOrderId: number; time: number }[] = [],
): TPlannedEvent[] {
  const events: TPlannedEvent[] = skipped.map((skip) => ({ type: 'skip', ...skip }));
  const areaOf = (workOrderId: number) =>
    stops
      .filter((stop) => stop.kind === 'order' && stop.workOrderId === workOrderId)
      .reduce((sum, stop) => sum + stop.area, 0);
  const workTime = new Map<number, number>();
  for (const item of segments)
    if (item.kind === 'work' && item.workOrderId !== null)
      workTime.set(item.workOrderId, (workTime.get(item.workOrderId) ?? 0) + item.end - item.start);
  const worked = new Map<number, { first: number; last: number; volume: number; time: number }>();
  for (const item of segments) {
    if (item.workOrderId === null) continue;
    if (item.kind === 'breakdown') {
      // The area goes with the time worked; the volume is what the work so far put out.
      const done = worked.get(item.workOrderId);
      const total = workTime.get(item.workOrderId) ?? 0;
      const share = done && total > 0 ? done.time / total : 0;
      events.push({
        type: 'pause',
        time: item.start,
        workOrderId: item.workOrderId,
        appliedArea: Math.round(areaOf(item.workOrderId) * share * 100) / 100,
        appliedVolume: Math.round((done?.volume ?? 0) * 10) / 10,
      });
      events.push({ type: 'resume', time: item.end, workOrderId: item.workOrderId });
      continue;
    }
    if (item.kind !== 'work') continue;
    const known = worked.get(item.workOrderId);
    if (known) {
      known.last = item.end;
      known.volume += item.volume;
      known.time += item.end - item.start;
    } else
      worked.set(item.workOrderId, {
        first: item.start,
        last: item.end,
        volume: item.volume,
        time: item.end - item.start,
      });
  }
  for (const [workOrderId, span] of worked) {
    const area = areaOf(workOrderId);
    events.push({ type: 'start', time: span.first, workOrderId });
    events.push({
      type: 'complete',
      time: span.last,
      workOrderId,
      appliedArea: Math.round(area * 100) / 100,
      appliedVolume: Math.round(span.volume * 10) / 10,
    });
  }
  const order: Record<TPlannedEventType, number> = { complete: 0, skip: 1, start: 2, pause: 3, resume: 4 };
  return events.sort((a, b) => a.time - b.time || order[a.type] - order[b.type]);
}

/** Where the machine is at an instant of a segment, how fast it goes, its boom and tank. */
export function sampleAt(item: TSegment, time: number) {
  const duration = item.end - item.start;
  const share = duration > 0 ? (time - item.start) / duration : 1;
  const where = pointAlong(item.path, share);
  const moving = item.path.lengthM > 0 && duration > 0;
  return {
    point: where.point,
    heading: where.heading,
    speedKmh: moving ? (item.path.lengthM / (duration / 1000)) * 3.6 : 0,
    boomOn: item.kind === 'work' && moving && where.boomOn,
    tankLevel: item.tankStart + (item.tankEnd - item.tankStart) * Math.max(0, Math.min(1, share)),
  };
}

/** The segment under way at an instant (the last one for its very end), or null outside the day. */
export function segmentAt(segments: readonly TSegment[], time: number): TSegment | null {
  for (const item of segments) if (time >= item.start && time < item.end) return item;
  const last = segments[segments.length - 1];
  return last && time === last.end ? last : null;
}
