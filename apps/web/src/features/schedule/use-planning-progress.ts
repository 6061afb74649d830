import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZPlanningJob } from '@tramline/domain';
import { api, isApiError } from '../../api';
import { useUnits } from '../../ui';
import {
  IDLE_PROGRESS,
  isRunning,
  nextProgress,
  readStoredProgress,
  storeProgress,
  type TJobReport,
  type TProgressEffect,
  type TProgressEvent,
  type TProgressState,
} from './planning-progress';
import { jobStatusQuery, PLANNING, PROGRESS_POLL_MS } from './schedule.queries';
import { useLiveEvent } from './use-live-event';

type TEffectRunner = (effect: TProgressEffect) => void;

let state: TProgressState = typeof window === 'undefined' ? IDLE_PROGRESS : readStoredProgress();
const listeners = new Set<() => void>();
let runEffect: TEffectRunner = () => {};

/** Feeds an event to the progress machine, stores the result and runs its effects. */
export function dispatchProgress(event: TProgressEvent) {
  const transition = nextProgress(state, event);
  if (transition.state !== state) {
    state = transition.state;
    storeProgress(state);
    for (const listener of listeners) listener();
  }
  for (const effect of transition.effects) runEffect(effect);
}

/** The current optimisation progress, shared by every component of the screen. */
export function useProgressState(): TProgressState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

const ZLeftOutMachines = z.array(z.object({ name: z.string() }));
const ZCarried = z.array(
  z.object({ cdOrdemServico: z.number(), vlOrdemServico: z.string().nullable(), leftArea: z.number() }),
);

/** What the finished optimisation asks the dispatcher to know, read from the job's result. */
interface TJobNotes {
  /** Chosen machines it went without (no working width). */
  leftOut: string[];
  /** Orders bigger than the day placed in part, with the hectares left for a later day. */
  carried: { ticket: string; leftArea: number }[];
}

/** The notes of a finished optimisation; a failed read says nothing (the plan is written). */
async function jobNotes(processHash: string): Promise<TJobNotes> {
  try {
    const job = await api.get(`${PLANNING}/status-otimizacao/${processHash}`, { schema: ZPlanningJob });
    const leftOut = ZLeftOutMachines.safeParse(job.result?.leftOutMachines);
    const carried = ZCarried.safeParse(job.result?.carried);
    return {
      leftOut: leftOut.success ? leftOut.data.map((machine) => machine.name) : [],
      carried: carried.success
        ? carried.data.map((order) => ({
            ticket: order.vlOrdemServico ?? String(order.cdOrdemServico),
            leftArea: order.leftArea,
          }))
        : [],
    };
  } catch {
    return { leftOut: [], carried: [] };
  }
}

/** Re-reads browser storage (tests, another tab). */
export function reloadProgress() {
  state = readStoredProgress();
  for (const listener of listeners) listener();
}

/**
 * Drives the progress of the screen: live `planning-progress` events on the owner's topic, with a
 * status poll every minute as fallback; `onReload` and `onClearSelection` run when it ends well.
 */
export function usePlanningProgress({
  onReload,
  onClearSelection,
}: {
  onReload: () => void;
  onClearSelection: () => void;
}) {
  const { t } = useTranslation();
  const units = useUnits();
  const progress = useProgressState();
  const running = isRunning(progress.status) && progress.processHash !== null;

  useEffect(() => {
    runEffect = (effect) => {
      if (effect.type === 'reload') onReload();
      else if (effect.type === 'clearSelection') onClearSelection();
      else if (effect.type === 'notifySuccess') {
        notifications.show({ color: 'green', message: t('schedule.progress.done') });
        void jobNotes(effect.processHash).then(({ leftOut, carried }) => {
          if (leftOut.length)
            notifications.show({
              color: 'yellow',
              autoClose: false,
              message: t('schedule.progress.leftOut', { machines: leftOut.join(', ') }),
            });
          if (carried.length)
            notifications.show({
              color: 'blue',
              autoClose: false,
              message: t('schedule.progress.carried', {
                orders: carried
                  .map(
                    (order) =>
                      `#${order.ticket} (${units.format('area', order.leftArea, { maximumFractionDigits: 1 })})`,
                  )
                  .join(', '),
              }),
            });
        });
      } else if (effect.type === 'notifyCancelled')
        notifications.show({ color: 'gray', message: t('schedule.progress.cancelled') });
      else
        notifications.show({
          color: 'red',
          autoClose: false,
          title: t('schedule.progress.failedTitle'),
          message: effect.message ?? t('schedule.progress.failed'),
        });
    };
    return () => {
      runEffect = () => {};
    };
  }, [onReload, onClearSelection, t, units]);

  useLiveEvent<TJobReport & { type?: string }>('planning-progress', running, (payload) => {
    if (payload.type && payload.type !== 'planning-new') return;
    dispatchProgress({ type: 'report', report: payload });
  });

  const poll = useQuery({
    ...jobStatusQuery(progress.processHash ?? ''),
    enabled: running,
    refetchInterval: PROGRESS_POLL_MS,
    refetchIntervalInBackground: true,
  });
  useEffect(() => {
    if (poll.data) dispatchProgress({ type: 'report', report: poll.data });
  }, [poll.data]);
  // A job the server no longer knows (another branch, a reset database) ends as failed.
  const lost = isApiError(poll.error) && poll.error.status === 404 ? poll.error.message : null;
  useEffect(() => {
    if (lost !== null && progress.processHash)
      dispatchProgress({
        type: 'report',
        report: { processHash: progress.processHash, status: 'falhou', message: lost },
      });
  }, [lost, progress.processHash]);

  const start = useCallback((processHash: string) => dispatchProgress({ type: 'started', processHash }), []);
  return { progress, running, start };
}
