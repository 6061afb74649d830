import { z } from 'zod';
import { ZPlanningProgress, type TPlanningProgress } from '@tramline/domain';

/**
 * The optimisation progress of the screen (spec part 1 §4, planning progress) as a pure state
 * machine: events in, the next state and the effects the screen must run out. Kept in browser
 * storage so a reload finds the optimisation it left.
 */
export const ZProgressState = z.object({
  status: ZPlanningProgress,
  processHash: z.string().nullable(),
  type: z.literal('planning-new'),
  /** 0 to 100, as the server reports it. */
  progress: z.number(),
  /** The failure message, for the persistent error notification. */
  message: z.string().nullable(),
  /** The optimisation-in-progress flag: the progress dialog is open. */
  optimising: z.boolean(),
});
export type TProgressState = z.infer<typeof ZProgressState>;

export const IDLE_PROGRESS: TProgressState = {
  status: 'concluido',
  processHash: null,
  type: 'planning-new',
  progress: 0,
  message: null,
  optimising: false,
};

/** What the server says about a job, live or polled. */
export interface TJobReport {
  processHash: string;
  status: 'pendente' | 'concluido' | 'falhou';
  progress?: number;
  message?: string | null;
}

export type TProgressEvent =
  | { type: 'started'; processHash: string }
  | { type: 'report'; report: TJobReport }
  | { type: 'background' }
  | { type: 'foreground' }
  | { type: 'cancelled' };

/** Side effects the screen runs after a transition. */
export type TProgressEffect =
  | { type: 'reload' }
  | { type: 'clearSelection' }
  | { type: 'notifySuccess'; processHash: string }
  | { type: 'notifyFailure'; message: string | null }
  | { type: 'notifyCancelled' };

export interface TTransition {
  state: TProgressState;
  effects: TProgressEffect[];
}

/** Whether a job is still running from the screen's point of view (live subscription and polling on). */
export function isRunning(status: TPlanningProgress): boolean {
  return status === 'pendente' || status === 'pendente_background';
}

export function nextProgress(state: TProgressState, event: TProgressEvent): TTransition {
  switch (event.type) {
    case 'started':
      return {
        state: { ...IDLE_PROGRESS, status: 'pendente', processHash: event.processHash, optimising: true },
        effects: [],
      };
    case 'background':
      // Clear the flag (the dialog closes) but keep loading.
      return isRunning(state.status)
        ? { state: { ...state, status: 'pendente_background', optimising: false }, effects: [] }
        : { state, effects: [] };
    case 'foreground':
      return state.status === 'pendente_background'
        ? { state: { ...state, status: 'pendente', optimising: true }, effects: [] }
        : { state, effects: [] };
    case 'cancelled':
      return isRunning(state.status)
        ? { state: IDLE_PROGRESS, effects: [{ type: 'notifyCancelled' }] }
        : { state, effects: [] };
    case 'report':
      return applyReport(state, event.report);
  }
}

function applyReport(state: TProgressState, report: TJobReport): TTransition {
  if (!isRunning(state.status) || report.processHash !== state.processHash) return { state, effects: [] };
  const progress = report.progress ?? state.progress;
  if (report.status === 'pendente') {
    // A pending result stays in the background when the stored planning was in the background.
    return { state: { ...state, progress }, effects: [] };
  }
  if (report.status === 'concluido') {
    return {
      state: { ...IDLE_PROGRESS, progress: 100 },
      effects: [
        { type: 'reload' },
        { type: 'clearSelection' },
        { type: 'notifySuccess', processHash: report.processHash },
      ],
    };
  }
  const message = report.message ?? null;
  return {
    state: { ...IDLE_PROGRESS, status: 'falhou', message },
    effects: [{ type: 'notifyFailure', message }],
  };
}

export const PROGRESS_STORAGE_KEY = 'tramline.planning-progress';

/** The progress kept in browser storage, or idle when there is none (or it is unreadable). */
export function readStoredProgress(storage: Pick<Storage, 'getItem'> = window.localStorage): TProgressState {
  try {
    const raw = storage.getItem(PROGRESS_STORAGE_KEY);
    if (!raw) return IDLE_PROGRESS;
    const parsed = ZProgressState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : IDLE_PROGRESS;
  } catch {
    return IDLE_PROGRESS;
  }
}

export function storeProgress(
  state: TProgressState,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = window.localStorage,
) {
  if (isRunning(state.status)) storage.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(state));
  else storage.removeItem(PROGRESS_STORAGE_KEY);
}
