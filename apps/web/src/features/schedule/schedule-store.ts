import { useSyncExternalStore } from 'react';
import { sessionStore } from '../../api';

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

/**
 * Groups belong to a branch: the one remembered is kept per branch, so after a branch change the
 * screen never asks for the previous branch's group (a 404) before the new list answers.
 */
function groupKey(): string {
  return `tramline.schedule.group.${sessionStore.get()?.user.unit ?? 0}`;
}

/** The group chosen last time in this branch: its day loads at once, before the group list answers. */
export function storedGroup(): number | null {
  try {
    const value = Number(window.localStorage.getItem(groupKey()));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the group shown for the next visit. */
export function rememberGroup(groupId: number) {
  try {
    window.localStorage.setItem(groupKey(), String(groupId));
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
    if (groupId === null) window.localStorage.removeItem(groupKey());
    else rememberGroup(groupId);
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
