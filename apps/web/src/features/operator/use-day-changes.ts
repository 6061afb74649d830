import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TOperatorSchedule } from '@tramline/domain';
import { changesOfDay, snapshotOfDay, type TDaySnapshot } from './operator-day-changes';

const snapshotKey = (equipmentId: number) => `tramline.operator.acknowledged.${equipmentId}`;
/** Where earlier versions of the app kept the acknowledged version alone. */
const LEGACY_KEY = 'tramline.operator.acknowledgedVersion';

function readSnapshot(equipmentId: number): TDaySnapshot | null {
  try {
    const raw = localStorage.getItem(snapshotKey(equipmentId));
    const snapshot = raw ? (JSON.parse(raw) as TDaySnapshot) : null;
    return snapshot?.equipmentId === equipmentId && Array.isArray(snapshot.orders) ? snapshot : null;
  } catch {
    return null;
  }
}

function writeSnapshot(snapshot: TDaySnapshot) {
  localStorage.setItem(snapshotKey(snapshot.equipmentId), JSON.stringify(snapshot));
  localStorage.removeItem(LEGACY_KEY);
}

/**
 * The machine's day as the operator last acknowledged it (kept on the device, by machine) and what
 * a new version changed. The first version seen, for the machine or for a new day, is acknowledged
 * without asking; a later version of the same day waits for `acknowledge`.
 */
export function useDayChanges(equipmentId: number, day: TOperatorSchedule | undefined) {
  const [acknowledged, setAcknowledged] = useState(() => readSnapshot(equipmentId));
  const current = useMemo(() => (day && day.version !== null ? snapshotOfDay(day) : null), [day]);
  const isFirstSeen = current !== null && (acknowledged === null || acknowledged.day !== current.day);

  // Adjusted while rendering (not in an effect), so the page never shows a first version as changed.
  if (current && isFirstSeen) setAcknowledged(current);
  useEffect(() => {
    if (acknowledged) writeSnapshot(acknowledged);
  }, [acknowledged]);

  const isChanged =
    current !== null && acknowledged !== null && !isFirstSeen && acknowledged.version !== current.version;
  const changes = useMemo(
    () => (isChanged && acknowledged && current ? changesOfDay(acknowledged, current) : []),
    [isChanged, acknowledged, current],
  );
  const acknowledge = useCallback(() => {
    if (current) setAcknowledged(current);
  }, [current]);

  return { isChanged, version: current?.version ?? null, changes, acknowledge };
}
