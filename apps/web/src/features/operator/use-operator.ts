import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EXECUTION_TRANSITIONS, type TExecutionEventType, type TOperatorSchedule } from '@tramline/domain';
import { createOutbox, newIdempotencyKey } from './outbox';
import { operatorApi, operatorDevice, type TOperatorDevice } from './operator-api';

const outbox = createOutbox();
const SCHEDULE_CACHE_KEY = 'tramline.operator.schedule';
const FLUSH_EVERY_MS = 15_000;

/** The last schedule read, so the page works without a connection after one visit. */
function cachedSchedule(equipmentId: number): TOperatorSchedule | undefined {
  try {
    const raw = localStorage.getItem(SCHEDULE_CACHE_KEY);
    const schedule = raw ? (JSON.parse(raw) as TOperatorSchedule) : undefined;
    return schedule?.equipmentId === equipmentId ? schedule : undefined;
  } catch {
    return undefined;
  }
}

export const operatorScheduleKey = (equipmentId: number) => ['operator', 'schedule', equipmentId] as const;

/** The device this browser signed in as, and signing in and out. */
export function useOperatorDevice() {
  const [device, setDevice] = useState(() => operatorDevice.read());
  const signIn = useCallback((next: TOperatorDevice) => {
    operatorDevice.write(next);
    setDevice(next);
  }, []);
  const signOut = useCallback(() => {
    operatorDevice.clear();
    localStorage.removeItem(SCHEDULE_CACHE_KEY);
    setDevice(null);
  }, []);
  return { device, signIn, signOut };
}

/** The machine's sent day: from the server when reachable, else as last read. */
export function useOperatorSchedule(device: TOperatorDevice) {
  return useQuery({
    queryKey: operatorScheduleKey(device.equipmentId),
    queryFn: async () => {
      const schedule = await operatorApi.schedule(device);
      localStorage.setItem(SCHEDULE_CACHE_KEY, JSON.stringify(schedule));
      return schedule;
    },
    initialData: () => cachedSchedule(device.equipmentId),
    initialDataUpdatedAt: 0,
    refetchInterval: 60_000,
    retry: false,
  });
}

export type TOperatorEvent =
  | { type: 'start' | 'resume'; workOrderId: number }
  | { type: 'pause'; workOrderId: number; stopOperationId: number }
  | { type: 'skip'; workOrderId: number; reason: string }
  | { type: 'complete'; workOrderId: number; appliedArea: number; appliedVolume: number };

/**
 * The cab's reports: each event goes into the device's outbox with its idempotency key and is sent
 * in order whenever there is a connection; until the server has it the order shows the status the
 * event leads to. `waiting` counts what is still on the device.
 */
export function useOperatorReports(device: TOperatorDevice) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  const [localStatus, setLocalStatus] = useState<Record<number, number>>({});
  const flushing = useRef(false);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      const result = await outbox.flush((item) => operatorApi.send(device, item));
      setWaiting(result.waiting);
      if (result.sent > 0 && result.waiting === 0) {
        await queryClient.invalidateQueries({ queryKey: operatorScheduleKey(device.equipmentId) });
        setLocalStatus({});
      }
    } finally {
      flushing.current = false;
    }
  }, [device, queryClient]);

  useEffect(() => {
    void outbox.count().then(setWaiting);
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [flush]);

  const report = useCallback(
    async (event: TOperatorEvent) => {
      await outbox.add({
        kind: 'event',
        equipmentId: device.equipmentId,
        body: { ...event, idempotencyKey: newIdempotencyKey(), time: new Date().toISOString() },
      });
      const to = EXECUTION_TRANSITIONS[event.type as TExecutionEventType].to;
      setLocalStatus((current) => ({ ...current, [event.workOrderId]: to }));
      setWaiting(await outbox.count());
      if (navigator.onLine) await flush();
    },
    [device, flush],
  );

  const queuePositions = useCallback(
    async (points: Record<string, unknown>[]) => {
      if (!points.length) return;
      await outbox.add({ kind: 'positions', equipmentId: device.equipmentId, body: { points } });
      setWaiting(await outbox.count());
      if (navigator.onLine) await flush();
    },
    [device, flush],
  );

  return { waiting, localStatus, report, queuePositions };
}

const POSITION_BATCH_MS = 30_000;

/**
 * While an order is worked, the device's positions (Geolocation API) go out in batches through the
 * outbox, each point naming the order.
 */
export function usePositionReporting(
  workOrderId: number | null,
  queuePositions: (points: Record<string, unknown>[]) => Promise<void>,
) {
  useEffect(() => {
    if (workOrderId === null || !('geolocation' in navigator)) return;
    let points: Record<string, unknown>[] = [];
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const { latitude, longitude, speed, heading } = position.coords;
        points.push({
          time: new Date(position.timestamp).toISOString(),
          latitude,
          longitude,
          ...(speed !== null && speed >= 0 ? { speed: speed * 3.6 } : {}),
          ...(heading !== null && heading >= 0 && !Number.isNaN(heading) ? { heading } : {}),
          workOrderId,
        });
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    const send = () => {
      const batch = points;
      points = [];
      void queuePositions(batch);
    };
    const timer = setInterval(send, POSITION_BATCH_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      send();
    };
  }, [workOrderId, queuePositions]);
}
