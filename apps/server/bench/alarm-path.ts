import { io } from 'socket.io-client';
import { ALARM_EVENT, ALARM_REFETCH_MS, SPECIAL_ALARM, type TAlarmBell } from '@tramline/domain';
import { percentile } from './bench-doc';

/** How long one step of a trip may take before the measure gives up on it. */
const STEP_TIMEOUT_MS = 60_000;
/** How often the bell is read again while the alarm is not in it yet. */
const BELL_RETRY_MS = 50;

interface TAlarmMessage {
  cdId: number;
  cdEquipamento: number;
  cdEspecialAlarme: number | null;
  fgOnline: number;
}

export interface TAlarmPathFigures {
  trips: number;
  /** Trips whose alarm did not reach the socket or the bell within `STEP_TIMEOUT_MS`. */
  missed: number;
  /** Post of the point to the alarm's live event, sorted, ms. */
  live: number[];
  /** Post of the point to the bell's read holding the alarm, read as the web reads it, sorted, ms. */
  bell: number[];
}

export interface TAlarmPathProbe {
  address: string;
  /** A session of a user of the machine's branch. */
  userToken: string;
  equipmentId: number;
  deviceToken: string;
  workOrderId: number;
  /** A point inside the order's field, and one inside a field of another order. */
  inside: { latitude: number; longitude: number };
  wrongField: { latitude: number; longitude: number };
}

/** The figures' p50, p95 and max, ms; not a number when there are none. */
export function summarise(sorted: readonly number[]) {
  if (sorted.length === 0) return { p50: Number.NaN, p95: Number.NaN, max: Number.NaN };
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1]!,
  };
}

/**
 * The full path of a wrong-field alarm: a machine posts, over the machine API, a point with the
 * boom on inside a field that is not on its order; a user of its branch listens to the live topic
 * on a real socket, as the web does (connected once, before any measure). Each trip times the post
 * to the alarm's live event, and to the bell's read (`GET /api/alarmes/sino`, asked
 * `ALARM_REFETCH_MS` after the event, as the web does, and again until the alarm is in it). Between
 * trips the machine drives back into its field and the alarm closes.
 */
export async function openAlarmPath(probe: TAlarmPathProbe) {
  const socket = io(probe.address, { auth: { token: probe.userToken }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const waiting = new Set<(message: TAlarmMessage) => void>();
  socket.on(ALARM_EVENT, (message: TAlarmMessage) => {
    if (message.cdEquipamento !== probe.equipmentId || message.cdEspecialAlarme !== SPECIAL_ALARM.wrongField)
      return;
    for (const listener of waiting) listener(message);
  });
  const next = (online: number) =>
    new Promise<TAlarmMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(listener);
        reject(new Error(`no alarm event with fgOnline ${online} in ${STEP_TIMEOUT_MS} ms`));
      }, STEP_TIMEOUT_MS);
      const listener = (message: TAlarmMessage) => {
        if (message.fgOnline !== online) return;
        clearTimeout(timer);
        waiting.delete(listener);
        resolve(message);
      };
      waiting.add(listener);
    });

  let lastTime = Date.now();
  const drive = async (place: { latitude: number; longitude: number }) => {
    lastTime = Math.max(lastTime + 1000, Date.now());
    const response = await fetch(`${probe.address}/api/machine/v1/machines/${probe.equipmentId}/positions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-device-token': probe.deviceToken },
      body: JSON.stringify({
        points: [
          {
            time: new Date(lastTime).toISOString(),
            ...place,
            speed: 12,
            heading: 90,
            boomOn: true,
            workOrderId: probe.workOrderId,
          },
        ],
      }),
    });
    if (!response.ok) throw new Error(`positions: ${response.status} ${await response.text()}`);
  };
  const bellHolds = async (alarmId: number) => {
    const response = await fetch(`${probe.address}/api/alarmes/sino`, {
      headers: { 'x-auth-token': probe.userToken },
    });
    if (!response.ok) throw new Error(`bell: ${response.status}`);
    return ((await response.json()) as TAlarmBell).latest.some((alarm) => alarm.cdId === alarmId);
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  // Start inside the field: an alarm left open by an earlier run closes.
  const closed = next(0);
  await drive(probe.inside);
  await Promise.race([closed.catch(() => undefined), sleep(1000)]);

  /** Trips until `until()` says stop, at least `minTrips` and at most `maxTrips`. */
  async function measure(options: {
    minTrips: number;
    maxTrips: number;
    until: () => boolean;
  }): Promise<TAlarmPathFigures> {
    const live: number[] = [];
    const bell: number[] = [];
    let missed = 0;
    const trips = () => live.length + missed;
    while (trips() < options.maxTrips && (trips() < options.minTrips || !options.until())) {
      try {
        const opened = next(1);
        const sent = performance.now();
        await drive(probe.wrongField);
        const alarm = await opened;
        live.push(performance.now() - sent);
        const deadline = performance.now() + STEP_TIMEOUT_MS;
        await sleep(ALARM_REFETCH_MS);
        while (!(await bellHolds(alarm.cdId))) {
          if (performance.now() > deadline) throw new Error(`alarm ${alarm.cdId} never reached the bell`);
          await sleep(BELL_RETRY_MS);
        }
        bell.push(performance.now() - sent);
        const cleared = next(0);
        await drive(probe.inside);
        await cleared;
      } catch (error) {
        console.error(`alarm path: ${(error as Error).message}`);
        missed += 1;
        // Back inside, so the next trip starts with no open alarm.
        await drive(probe.inside).catch(() => undefined);
        await sleep(1000);
      }
    }
    live.sort((a, b) => a - b);
    bell.sort((a, b) => a - b);
    return { trips: trips(), missed, live, bell };
  }

  return { measure, close: () => socket.disconnect() };
}
