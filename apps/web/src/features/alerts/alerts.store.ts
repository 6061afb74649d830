import { useSyncExternalStore } from 'react';

/** What the top bar's bell shows of an alarm (spec part 2 §3, Alarm). */
export interface TAlarmPreview {
  cdId: number | string;
  descAlarme: string;
  descEquipamento: string | null;
  /** Local date and time of the alarm, ISO. */
  dtHrLocal: string;
  /** Display colour of the alarm. */
  vlAlarme?: string | null;
}

interface TAlarmsState {
  latest: TAlarmPreview[];
  count: number;
}

/** The bell shows the latest 3 alarms. */
export const BELL_ALARM_COUNT = 3;

let state: TAlarmsState = { latest: [], count: 0 };
const listeners = new Set<() => void>();

/** Live alarms for the bell; the alerts feature feeds it. */
export const alarmsStore = {
  get: () => state,
  set(alarms: TAlarmPreview[], count = alarms.length) {
    state = { latest: alarms.slice(0, BELL_ALARM_COUNT), count };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLatestAlarms(): TAlarmsState {
  return useSyncExternalStore(alarmsStore.subscribe, alarmsStore.get, alarmsStore.get);
}
