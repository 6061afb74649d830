import { describe, expect, it } from 'vitest';
import turfArea from '@turf/area';
import type { TAreaGeometry } from '@tramline/domain';
import { localFrame, metresBetween, type TLonLat } from './geometry';
import { coveredSquareMetres, passesOf, workPathOf, withDetour } from './passes';
import { measure, pointAlong, slice } from './path-motion';
import {
  buildTimeline,
  eventsOf,
  sampleAt,
  segmentAt,
  withBreakdown,
  type TLegOf,
  type TStopInput,
} from './timeline';

const frame = localFrame(-15);
const origin = frame.toXY([-55.9, -15]);
/** A rectangle `width` x `height` metres with its south-west corner `east`, `north` metres from the origin. */
function ring(width: number, height: number, east = 0, north = 0): TLonLat[] {
  const at = (x: number, y: number) => frame.toLonLat([origin[0] + east + x, origin[1] + north + y]);
  return [at(0, 0), at(width, 0), at(width, height), at(0, height), at(0, 0)];
}
function rectangle(width: number, height: number, east = 0, north = 0): TAreaGeometry {
  return { type: 'Polygon', coordinates: [ring(width, height, east, north)] };
}

describe('passes across a boundary', () => {
  it('lays 5 passes over a 100 m square at a 20 m boom, covering 1 ha', () => {
    const square = rectangle(100, 100);
    const passes = passesOf(square, 20);
    expect(passes).toHaveLength(5);
    for (const pass of passes) expect(metresBetween(pass.from, pass.to)).toBeCloseTo(100, 0);
    expect(coveredSquareMetres(passes, 20) / 10_000).toBeCloseTo(1, 2);
    expect(turfArea(square) / 10_000).toBeCloseTo(1, 1);
  });

  it('drives every other pass the other way, turning on the headland with the boom off', () => {
    const passes = passesOf(rectangle(100, 100), 20);
    expect(passes[0]!.to[0]).toBeGreaterThan(passes[0]!.from[0]);
    expect(passes[1]!.to[0]).toBeLessThan(passes[1]!.from[0]);
    const work = workPathOf(passes);
    expect(work.path).toHaveLength(10);
    expect(work.boomOn).toEqual([true, false, true, false, true, false, true, false, true]);
  });

  it('keeps the boom inside: a hole splits the passes that cross it', () => {
    const outer = ring(100, 100);
    const hole = ring(20, 20, 40, 40);
    const passes = passesOf({ type: 'Polygon', coordinates: [outer, hole] }, 20);
    expect(passes).toHaveLength(6);
    expect(coveredSquareMetres(passes, 20) / 10_000).toBeCloseTo(0.96, 2);
  });

  it('lays half as much over a triangle as over its square', () => {
    const square = ring(200, 200);
    const triangle: TAreaGeometry = {
      type: 'Polygon',
      coordinates: [[square[0]!, square[1]!, square[2]!, square[0]!]],
    };
    expect(coveredSquareMetres(passesOf(triangle, 10), 10) / 10_000).toBeCloseTo(2, 1);
  });

  it('puts a detour pass over another field before the work', () => {
    const work = workPathOf(passesOf(rectangle(100, 100), 50));
    const detour = passesOf(rectangle(100, 20, 300), 20)[0]!;
    const detoured = withDetour(work, detour);
    expect(detoured.path[0]).toEqual(detour.from);
    expect(detoured.boomOn.slice(0, 3)).toEqual([true, false, true]);
  });
});

describe('motion along a path', () => {
  const line = measure([frame.toLonLat(origin), frame.toLonLat([origin[0] + 1000, origin[1]])], [true]);
  it('finds the point a share of the way along, heading east', () => {
    const half = pointAlong(line, 0.5);
    expect(metresBetween(line.path[0]!, half.point)).toBeCloseTo(line.lengthM / 2, 0);
    expect(half.heading).toBeCloseTo(90, 5);
    expect(half.boomOn).toBe(true);
  });
  it('slices the middle of a path', () => {
    expect(slice(line, 0.25, 0.75).lengthM).toBeCloseTo(line.lengthM / 2, 0);
  });
});

const warehouse: TLonLat = frame.toLonLat([origin[0] - 10_000, origin[1]]);
/** Straight roads at 36 km/h (10 m/s). */
const legOf: TLegOf = (from, to) => ({ path: [from, to], seconds: metresBetween(from, to) / 10 });
const hour = 3_600_000;
const t0 = Date.UTC(2026, 10, 26, 10);

function orderStop(workOrderId: number, start: number, end: number, east: number, volume = 1000): TStopInput {
  const work = workPathOf(passesOf(rectangle(100, 100, east), 20));
  return { kind: 'order', workOrderId, start, end, place: work.path[0]!, work, area: 1, volume };
}

describe('the timeline of a sent day', () => {
  const stops = [orderStop(1, t0, t0 + hour, 0), orderStop(2, t0 + 2 * hour, t0 + 3 * hour, 2000)];
  const timeline = buildTimeline({ warehouse, stops, legOf });

  it('drives from the warehouse to arrive when the first order is planned, and back after the last', () => {
    expect(timeline.map((item) => item.kind)).toEqual(['travel', 'work', 'wait', 'travel', 'work', 'travel']);
    const first = timeline[0]!;
    expect(first.end).toBe(t0);
    expect((first.end - first.start) / 1000).toBeCloseTo(first.path.lengthM / 10, 0);
    expect(sampleAt(first, (first.start + first.end) / 2).speedKmh).toBeCloseTo(36, 5);
    expect(timeline[5]!.start).toBe(t0 + 3 * hour);
  });

  it('works with the boom on over passes and off on the road', () => {
    const work = timeline[1]!;
    expect(sampleAt(work, t0 + 60_000).boomOn).toBe(true);
    expect(sampleAt(timeline[0]!, t0 - 60_000).boomOn).toBe(false);
    expect(segmentAt(timeline, t0 + 30 * 60_000)).toBe(work);
    expect(segmentAt(timeline, t0 - 10 * hour)).toBeNull();
  });

  it('draws the tank down by what it applies', () => {
    expect(timeline[1]!.tankStart).toBe(2000);
    expect(timeline[1]!.tankEnd).toBe(1000);
    expect(timeline[4]!.tankEnd).toBe(0);
  });

  it('splits an order around a refill inside it, goes to the warehouse and refills the tank', () => {
    const refill: TStopInput = {
      kind: 'refill',
      workOrderId: 1,
      start: t0 + hour,
      end: t0 + hour + 20 * 60_000,
      place: warehouse,
      area: 0,
      volume: 0,
    };
    const long = orderStop(1, t0, t0 + 3 * hour, 0, 3000);
    const day = buildTimeline({ warehouse, stops: [long, refill], legOf });
    expect(day.map((item) => item.kind)).toEqual([
      'travel',
      'work',
      'travel',
      'refill',
      'travel',
      'work',
      'travel',
    ]);
    const [, before, toWarehouse, stop] = day;
    expect(toWarehouse!.end).toBe(refill.start);
    expect(before!.end).toBe(toWarehouse!.start);
    expect(stop!.tankEnd).toBeGreaterThan(stop!.tankStart);
    const events = eventsOf(day, [long, refill]);
    expect(events.map((event) => event.type)).toEqual(['start', 'complete']);
    expect(events[1]).toMatchObject({ workOrderId: 1, appliedArea: 1, appliedVolume: 3000 });
  });

  it('stands still through a breakdown and makes everything after it that much later', () => {
    const broken = withBreakdown(timeline, 30);
    expect(broken.map((item) => item.kind)).toEqual([
      'travel',
      'work',
      'breakdown',
      'work',
      'wait',
      'travel',
      'work',
      'travel',
    ]);
    const stop = broken[2]!;
    expect(stop.end - stop.start).toBe(30 * 60_000);
    expect(sampleAt(stop, stop.start + 60_000).speedKmh).toBe(0);
    expect(broken[7]!.end - timeline[5]!.end).toBe(30 * 60_000);
    const events = eventsOf(broken, stops, [{ workOrderId: 3, time: t0 }]);
    expect(events.map((event) => `${event.type}:${event.workOrderId}`)).toEqual([
      'skip:3',
      'start:1',
      'pause:1',
      'resume:1',
      'complete:1',
      'start:2',
      'complete:2',
    ]);
    // The pause counts what the work before the breakdown applied of the order.
    const pause = events.find((event) => event.type === 'pause')!;
    const complete = events.find((event) => event.type === 'complete' && event.workOrderId === 1)!;
    const [firstWork, , secondWork] = [broken[1]!, broken[2]!, broken[3]!];
    const share =
      (firstWork.end - firstWork.start) /
      (firstWork.end - firstWork.start + secondWork.end - secondWork.start);
    expect(pause.appliedArea).toBeCloseTo(complete.appliedArea! * share, 1);
    expect(pause.appliedArea).toBeGreaterThan(0);
    expect(pause.appliedArea).toBeLessThan(complete.appliedArea!);
    expect(pause.appliedVolume).toBeCloseTo(firstWork.volume, 0);
  });
});
