import { useSyncExternalStore } from 'react';

export const SCHEDULE_VIEWS = ['map', 'list', 'history', 'week', 'tree'] as const;
export type TScheduleView = (typeof SCHEDULE_VIEWS)[number];

/** What the dispatcher chose on the screen; the date null means the branch's today. */
export interface TScheduleState {
  date: string | null;
  groupId: number | null;
  /** The spec's default tab is the orders map. */
  view: TScheduleView;
  /** Available orders chosen for optimisation, in the order they were picked. */
  selected: number[];
}

const GROUP_KEY = 'tramline.schedule.group';

/** The group chosen last time: its day loads at once, before the group list answers. */
function storedGroup(): number | null {
  try {
    const value = Number(window.localStorage.getItem(GROUP_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the group shown for the next visit. */
export function rememberGroup(groupId: number) {
  try {
    window.localStorage.setItem(GROUP_KEY, String(groupId));
  } catch {
    // Storage full or blocked: the next visit starts from the first group.
  }
}

const INITIAL: TScheduleState = { date: null, groupId: null, view: 'map', selected: [] };

let state: TScheduleState = { ...INITIAL, groupId: typeof window === 'undefined' ? null : storedGroup() };
const listeners = new Set<() => void>();

function set(next: Partial<TScheduleState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** The screen's small store: date, group, view and selection, shared by its parts. */
export const scheduleStore = {
  get: () => state,
  setDate: (date: string | null) => set({ date, selected: [] }),
  setGroup: (groupId: number | null) => {
    if (groupId === null) window.localStorage.removeItem(GROUP_KEY);
    else window.localStorage.setItem(GROUP_KEY, String(groupId));
    set({ groupId, selected: [] });
  },
  setView: (view: TScheduleView) => set({ view }),
  toggle: (orderId: number) =>
    set({
      selected: state.selected.includes(orderId)
        ? state.selected.filter((id) => id !== orderId)
        : [...state.selected, orderId],
    }),
  setSelected: (selected: number[]) => set({ selected }),
  clearSelection: () => set({ selected: [] }),
  reset: () => set(INITIAL),
};

export function useScheduleState(): TScheduleState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
