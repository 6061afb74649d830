import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import {
  DEFAULT_STOPPED_MINUTES,
  SPECIAL_ALARM,
  STOPPED_SPEED_KMH,
  WORK_ORDER_STATUS,
  type TAreaGeometry,
  type TSpecialAlarmCode,
} from '@tramline/domain';

/**
 * The special alarms' rules (class 13, spec part 2 §9) as a pure state machine per machine: each
 * point moves the machine's state and says, for each code it can judge, whether its condition
 * holds now. No database, no clock: the engine stores what changes.
 */

/** Metres around an order's fields still counted as in them (headland turns, GPS drift). */
export const FIELD_MARGIN_METRES = 50;
/** Metres a machine without a speed reading may drift and still count as stopped. */
const STILL_METRES = 10;
const METRES_PER_DEGREE = 111_320;

export type TBox = readonly [west: number, south: number, east: number, north: number];

/** A field of the order, with its bounding box for a cheap first test. */
export interface TOrderField {
  geometry: TAreaGeometry;
  box: TBox;
}

/** What the rules need to know of the machine's current order. */
export interface TOrderArea {
  workOrderId: number;
  /** The order's label (ticket or id) in alarm texts. */
  label: string;
  status: number;
  fields: readonly TOrderField[];
  /** Minutes stopped before code 3: the stop operation's while on hold, else the default. */
  stoppedMinutes: number;
}

export interface TTrackPoint {
  time: Date;
  latitude: number;
  longitude: number;
  speedKmh: number | null;
  boomOn: boolean | null;
  sections: readonly boolean[] | null;
}

/** What the rules remember of one machine between points. */
export interface TMachineTrack {
  lastTime: number;
  /** The order whose fields the machine was last seen inside (for code 4). */
  wasInsideOrder: number | null;
  stoppedSince: number | null;
  stoppedAt: { latitude: number; longitude: number } | null;
}

/** For each code judged: true when its condition holds, false when it does not. */
export type TVerdicts = Partial<Record<TSpecialAlarmCode, boolean>>;

export function newTrack(): TMachineTrack {
  return { lastTime: 0, wasInsideOrder: null, stoppedSince: null, stoppedAt: null };
}

export function isApplying(point: Pick<TTrackPoint, 'boomOn' | 'sections'>): boolean {
  return point.boomOn === true || (point.sections?.some(Boolean) ?? false);
}

function inBox(box: TBox, longitude: number, latitude: number, marginDegrees = 0, marginLon = 0) {
  return (
    longitude >= box[0] - marginLon &&
    longitude <= box[2] + marginLon &&
    latitude >= box[1] - marginDegrees &&
    latitude <= box[3] + marginDegrees
  );
}

/** Whether a point lies inside one of the fields (boundary counts as inside). */
export function isInsideFields(fields: readonly TOrderField[], longitude: number, latitude: number) {
  for (const field of fields) {
    if (!inBox(field.box, longitude, latitude)) continue;
    if (booleanPointInPolygon([longitude, latitude], field.geometry)) return true;
  }
  return false;
}

/** Whether a point lies within the margin around the fields' boxes (near enough to be at work). */
export function isNearFields(fields: readonly TOrderField[], longitude: number, latitude: number) {
  const marginLat = FIELD_MARGIN_METRES / METRES_PER_DEGREE;
  const marginLon = marginLat / Math.max(0.01, Math.cos((latitude * Math.PI) / 180));
  return fields.some((field) => inBox(field.box, longitude, latitude, marginLat, marginLon));
}

function metresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = (a.latitude - b.latitude) * METRES_PER_DEGREE;
  const dLon = (a.longitude - b.longitude) * METRES_PER_DEGREE * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
}

function isWorking(order: TOrderArea | null): order is TOrderArea {
  return (
    order !== null &&
    (order.status === WORK_ORDER_STATUS.IN_PROGRESS || order.status === WORK_ORDER_STATUS.ON_HOLD)
  );
}

/** Code 3: stopped for the order's minutes, judged at `at` (a point's time or the clock). */
export function stoppedVerdict(track: TMachineTrack, order: TOrderArea | null, at: number): boolean {
  if (!isWorking(order) || track.stoppedSince === null) return false;
  const minutes = order.stoppedMinutes > 0 ? order.stoppedMinutes : DEFAULT_STOPPED_MINUTES;
  return at - track.stoppedSince >= minutes * 60_000;
}

/**
 * Moves the machine's track by one point (points older than the last one are ignored: late
 * points are history, not the present) and judges codes 1, 3 and 4.
 * - 1: applying outside every field of the current order.
 * - 3: not moving for the order's minutes while the order is in progress or on hold.
 * - 4: the order in progress or on hold, the machine was inside its fields and is now beyond the
 *   margin around them, not applying.
 */
export function judgePoint(track: TMachineTrack, point: TTrackPoint, order: TOrderArea | null): TVerdicts {
  const time = point.time.getTime();
  if (time < track.lastTime) return {};
  track.lastTime = time;
  const verdicts: TVerdicts = {};
  const applying = isApplying(point);
  const hasFields = order !== null && order.fields.length > 0;
  const inside = hasFields ? isInsideFields(order.fields, point.longitude, point.latitude) : false;

  if (!hasFields) verdicts[SPECIAL_ALARM.wrongField] = false;
  else verdicts[SPECIAL_ALARM.wrongField] = applying && !inside;

  if (hasFields && inside) track.wasInsideOrder = order.workOrderId;
  if (!isWorking(order) || !hasFields) verdicts[SPECIAL_ALARM.leftFields] = false;
  else if (inside || applying) verdicts[SPECIAL_ALARM.leftFields] = false;
  else
    verdicts[SPECIAL_ALARM.leftFields] =
      track.wasInsideOrder === order.workOrderId &&
      !isNearFields(order.fields, point.longitude, point.latitude);

  const still =
    point.speedKmh !== null
      ? point.speedKmh < STOPPED_SPEED_KMH
      : track.stoppedAt !== null && metresBetween(track.stoppedAt, point) <= STILL_METRES;
  if (still) {
    if (track.stoppedSince === null) {
      track.stoppedSince = time;
      track.stoppedAt = { latitude: point.latitude, longitude: point.longitude };
    }
  } else {
    track.stoppedSince = null;
    track.stoppedAt =
      point.speedKmh === null ? { latitude: point.latitude, longitude: point.longitude } : null;
  }
  verdicts[SPECIAL_ALARM.stopped] = stoppedVerdict(track, order, time);
  return verdicts;
}
