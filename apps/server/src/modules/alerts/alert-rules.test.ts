import { describe, expect, it } from 'vitest';
import { DEFAULT_STOPPED_MINUTES, SPECIAL_ALARM, type TAreaGeometry } from '@tramline/domain';
import { judgePoint, newTrack, stoppedVerdict, type TOrderArea, type TTrackPoint } from './alert-rules';

// A square field of about 1.1 km a side near Ames, Iowa.
const square: TAreaGeometry = {
  type: 'Polygon',
  coordinates: [
    [
      [-93.6, 42.0],
      [-93.59, 42.0],
      [-93.59, 42.01],
      [-93.6, 42.01],
      [-93.6, 42.0],
    ],
  ],
};
const order = (status = 2, stoppedMinutes = DEFAULT_STOPPED_MINUTES): TOrderArea => ({
  workOrderId: 7,
  label: '#7',
  status,
  fields: [{ geometry: square, box: [-93.6, 42.0, -93.59, 42.01] }],
  stoppedMinutes,
});
const start = Date.parse('2026-06-01T14:00:00Z');
const at = (
  minutes: number,
  longitude: number,
  latitude: number,
  values: Partial<TTrackPoint> = {},
): TTrackPoint => ({
  time: new Date(start + minutes * 60_000),
  latitude,
  longitude,
  speedKmh: 12,
  boomOn: true,
  sections: null,
  ...values,
});
const inside = (minutes: number, values: Partial<TTrackPoint> = {}) => at(minutes, -93.595, 42.005, values);
/** About 400 m east of the field: beyond the margin. */
const outside = (minutes: number, values: Partial<TTrackPoint> = {}) => at(minutes, -93.585, 42.005, values);

describe('code 1, applying outside the order fields', () => {
  it('holds for a boom on outside every field and not inside one', () => {
    const track = newTrack();
    expect(judgePoint(track, inside(0), order())[SPECIAL_ALARM.wrongField]).toBe(false);
    expect(judgePoint(track, outside(1), order())[SPECIAL_ALARM.wrongField]).toBe(true);
  });

  it('counts a section on as applying, and ends when the boom goes off', () => {
    const track = newTrack();
    const sections = { boomOn: false, sections: [false, true] };
    expect(judgePoint(track, outside(0, sections), order())[SPECIAL_ALARM.wrongField]).toBe(true);
    expect(judgePoint(track, outside(1, { boomOn: false }), order())[SPECIAL_ALARM.wrongField]).toBe(false);
  });

  it('follows a track crossing the boundary in and out', () => {
    const track = newTrack();
    const verdicts = [-93.605, -93.6001, -93.5999, -93.595, -93.5899, -93.5901].map(
      (longitude, minute) =>
        judgePoint(track, at(minute, longitude, 42.005), order())[SPECIAL_ALARM.wrongField],
    );
    expect(verdicts).toEqual([true, true, false, false, true, false]);
  });

  it('judges nothing without an order to compare with', () => {
    expect(judgePoint(newTrack(), outside(0), null)[SPECIAL_ALARM.wrongField]).toBe(false);
  });
});

describe('code 4, leaving the order fields before completing it', () => {
  it('holds once a machine that worked inside drives beyond the margin, boom off', () => {
    const track = newTrack();
    judgePoint(track, inside(0), order());
    expect(judgePoint(track, outside(1, { boomOn: false }), order())[SPECIAL_ALARM.leftFields]).toBe(true);
  });

  it('does not hold for a headland turn just outside the boundary', () => {
    const track = newTrack();
    judgePoint(track, inside(0), order());
    const turn = at(1, -93.5897, 42.005, { boomOn: false });
    expect(judgePoint(track, turn, order())[SPECIAL_ALARM.leftFields]).toBe(false);
  });

  it('does not hold for a machine that never reached the fields, nor after completion', () => {
    expect(judgePoint(newTrack(), outside(0, { boomOn: false }), order())[SPECIAL_ALARM.leftFields]).toBe(
      false,
    );
    const track = newTrack();
    judgePoint(track, inside(0), order());
    expect(judgePoint(track, outside(1, { boomOn: false }), order(4))[SPECIAL_ALARM.leftFields]).toBe(false);
  });

  it('ends when the machine comes back', () => {
    const track = newTrack();
    judgePoint(track, inside(0), order());
    judgePoint(track, outside(1, { boomOn: false }), order());
    expect(judgePoint(track, inside(2, { boomOn: false }), order())[SPECIAL_ALARM.leftFields]).toBe(false);
  });
});

describe('code 3, stopped for N minutes', () => {
  it('holds after the default minutes standing still and not a minute before', () => {
    const track = newTrack();
    judgePoint(track, inside(0, { speedKmh: 0 }), order());
    const before = judgePoint(track, inside(DEFAULT_STOPPED_MINUTES - 1, { speedKmh: 0.5 }), order());
    expect(before[SPECIAL_ALARM.stopped]).toBe(false);
    const after = judgePoint(track, inside(DEFAULT_STOPPED_MINUTES, { speedKmh: 0 }), order());
    expect(after[SPECIAL_ALARM.stopped]).toBe(true);
    expect(judgePoint(track, inside(DEFAULT_STOPPED_MINUTES + 1), order())[SPECIAL_ALARM.stopped]).toBe(
      false,
    );
  });

  it("uses the stop operation's minutes and the clock when no point comes", () => {
    const track = newTrack();
    judgePoint(track, inside(0, { speedKmh: 0 }), order(5, 30));
    expect(stoppedVerdict(track, order(5, 30), start + 29 * 60_000)).toBe(false);
    expect(stoppedVerdict(track, order(5, 30), start + 30 * 60_000)).toBe(true);
  });

  it('treats a machine without a speed reading that stays put as stopped', () => {
    const track = newTrack();
    const still = { speedKmh: null };
    judgePoint(track, inside(0, still), order());
    judgePoint(track, inside(1, still), order());
    expect(judgePoint(track, inside(11, still), order())[SPECIAL_ALARM.stopped]).toBe(true);
  });

  it('does not hold for a machine with no order in progress', () => {
    const track = newTrack();
    judgePoint(track, inside(0, { speedKmh: 0 }), order(1));
    expect(judgePoint(track, inside(60, { speedKmh: 0 }), order(1))[SPECIAL_ALARM.stopped]).toBe(false);
  });
});

it('ignores a late point older than the last one judged', () => {
  const track = newTrack();
  judgePoint(track, inside(5), order());
  expect(judgePoint(track, outside(1), order())).toEqual({});
});
