import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZOperatorSchedule, type TOperatorSchedule } from '@tramline/domain';
import { createOutbox, newIdempotencyKey, statusesAfterWaiting, type TRefusedEvent } from './outbox';
import { operatorApi, operatorDevice, type TOperatorDevice } from './operator-api';
import type { TDeviceFix } from './use-device-position';

const outbox = createOutbox();
const SCHEDULE_CACHE_KEY = 'tramline.operator.schedule';
const FLUSH_EVERY_MS = 15_000;

/**
 * The last schedule read, so the page works without a connection after one visit. Read through the
 * schema, so a day cached by an earlier version of the app gets the fields added since (their
 * defaults); one that no longer reads is not shown.
 */
function cachedSchedule(equipmentId: number): TOperatorSchedule | undefined {
  try {
    const raw = localStorage.getItem(SCHEDULE_CACHE_KEY);
    const parsed = raw ? ZOperatorSchedule.safeParse(JSON.parse(raw)) : undefined;
    const schedule = parsed?.success ? parsed.data : undefined;
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

/** What the outbox holds: the items still waiting and the events the server refused. */
const readOutbox = () => Promise.all([outbox.list(), outbox.refused()]);

export type TOperatorEvent =
  | { type: 'start' | 'resume'; workOrderId: number }
  | {
      type: 'pause';
      workOrderId: number;
      stopOperationId: number;
      /** This machine's count so far (hectares; litres or kilograms), when the operator gives it. */
      appliedArea?: number;
      appliedVolume?: number;
    }
  | { type: 'skip'; workOrderId: number; reason: string }
  | { type: 'complete'; workOrderId: number; appliedArea: number; appliedVolume: number };

/**
 * The cab's reports: each event goes into the device's outbox with its idempotency key and is sent
 * in order whenever there is a connection; until the server has it the order shows the status the
 * event leads to. `waiting` counts what is still on the device; `refused` are the events the server
 * refused for good, kept until the operator dismisses them.
 */
export function useOperatorReports(device: TOperatorDevice) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  const [localStatus, setLocalStatus] = useState<Record<number, number>>({});
  const [refused, setRefused] = useState<TRefusedEvent[]>([]);
  const flushing = useRef(false);

  /** Shows what is on the device: the waiting items, the statuses they lead to, the refused. */
  const show = useCallback(([items, refusedEvents]: Awaited<ReturnType<typeof readOutbox>>) => {
    setWaiting(items.length);
    setLocalStatus(statusesAfterWaiting(items));
    setRefused(refusedEvents);
  }, []);
  const refresh = useCallback(() => readOutbox().then(show), [show]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      const result = await outbox.flush((item) => operatorApi.send(device, item));
      // The day is read again before the local statuses go, so a card never shows an old status.
      if (result.sentEvents > 0 || result.refused > 0)
        await queryClient.invalidateQueries({ queryKey: operatorScheduleKey(device.equipmentId) });
      await refresh();
    } finally {
      flushing.current = false;
    }
  }, [device, queryClient, refresh]);

  useEffect(() => {
    void readOutbox().then(show);
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [flush, show]);

  const report = useCallback(
    async (event: TOperatorEvent) => {
      await outbox.add({
        kind: 'event',
        equipmentId: device.equipmentId,
        body: { ...event, idempotencyKey: newIdempotencyKey(), time: new Date().toISOString() },
      });
      await refresh();
      if (navigator.onLine) await flush();
    },
    [device, flush, refresh],
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

  /** The operator has seen a refused event: forget it. */
  const dismiss = useCallback(
    async (id: number) => {
      await outbox.dismiss(id);
      await refresh();
    },
    [refresh],
  );

  return { waiting, localStatus, refused, report, queuePositions, dismiss };
}

const POSITION_BATCH_MS = 30_000;

/**
 * While an order is worked, each new fix of the device (`useDevicePosition`) is a point naming the
 * order; the points go out in batches through the outbox.
 */
export function usePositionReporting(
  workOrderId: number | null,
  fix: TDeviceFix | null,
  queuePositions: (points: Record<string, unknown>[]) => Promise<void>,
) {
  const points = useRef<Record<string, unknown>[]>([]);
  useEffect(() => {
    if (workOrderId === null || fix === null) return;
    const { speed, heading, ...place } = fix;
    points.current.push({
      ...place,
      ...(speed === null ? {} : { speed }),
      ...(heading === null ? {} : { heading }),
      workOrderId,
    });
  }, [workOrderId, fix]);
  useEffect(() => {
    if (workOrderId === null) return;
    const send = () => {
      const batch = points.current;
      points.current = [];
      if (batch.length) void queuePositions(batch);
    };
    const timer = setInterval(send, POSITION_BATCH_MS);
    return () => {
      clearInterval(timer);
      send();
    };
  }, [workOrderId, queuePositions]);
}
