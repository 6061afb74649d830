import { randomBytes, randomUUID } from 'node:crypto';
import type { TDatabase } from '../../../db/database';
import type { TAuth } from '../../../http/auth-context';
import { AppError, notFound } from '../../../http/errors';
import type { TLiveHub } from '../../../live/live-hub';
import { createPlanningJobsRepository, type TPlanningJobRow } from './planning-jobs.repository';
import { planningError } from '../planning.errors';

export type TJobStatus = 'pendente' | 'concluido' | 'falhou';
export type TJobType = 'planning-new' | 'save-sequence';

/** What a job's work answers: the planning code and message of the outcome, and any result. */
export interface TJobOutcome {
  code: number;
  message?: string;
  result?: Record<string, unknown>;
}

/** A job's work failed with a planning code the caller should see. */
export class JobFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** What an optimisation writes: some machines of a group on a date. */
export interface TJobScope {
  groupId: number;
  date: string;
  equipmentIds: readonly number[];
}

/** The machines two scopes share (none when the group or the date differ). */
function sharedMachines(a: TJobScope, b: Partial<TJobScope>): number[] {
  if (a.groupId !== b.groupId || a.date !== b.date) return [];
  // A stored job without its machines is taken to cover the whole group.
  if (!Array.isArray(b.equipmentIds)) return [...a.equipmentIds];
  return a.equipmentIds.filter((id) => b.equipmentIds!.includes(id));
}

export interface TJobContext {
  signal: AbortSignal;
  /** Reports progress, 0 to 100; saved and pushed at most once a second. */
  progress(percent: number): void;
}

/** The message every job left pending by a stopped server ends with. */
export const INTERRUPTED_MESSAGE =
  'The server restarted during this work; nothing was saved. Start it again.';

/** How often a process says it still runs its jobs, and looks for cancels asked through another. */
export const JOB_HEARTBEAT_MS = 2_000;
/** A pending job whose process has been silent this long is taken as interrupted. */
export const JOB_STALE_MS = 30_000;

export interface TPlanningJobsOptions {
  /** This process's id in the jobs it runs (a random one by default). */
  runner?: string;
  heartbeatMs?: number;
  staleMs?: number;
}

/** Live event name for job status changes. */
export const PROGRESS_EVENT = 'planning-progress';

export function presentJob(row: TPlanningJobRow) {
  return {
    processHash: row.processHash,
    status: row.status as TJobStatus,
    type: row.type as TJobType,
    destiny: row.destiny,
    code: row.code,
    message: row.message,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result: row.result ?? null,
  };
}

/**
 * Runs planning work off the request: `start` answers a process hash at once, the work runs in
 * the background (the optimiser itself in a worker thread), its status lives in the database and
 * every change is pushed on the owner's live topic.
 */
export function createPlanningJobsService(db: TDatabase, live: TLiveHub, options: TPlanningJobsOptions = {}) {
  const repository = createPlanningJobsRepository(db);
  const runner = options.runner ?? randomUUID();
  const heartbeatMs = options.heartbeatMs ?? JOB_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? JOB_STALE_MS;
  let ticker: ReturnType<typeof setInterval> | undefined;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  /** Scopes claimed by optimisations of this process, from before their job row exists until they end. */
  const claims = new Set<{ ownerId: number; scope: TJobScope }>();

  const inProgress = (equipmentIds: number[]) =>
    planningError(905, { status: 409, details: { equipamentosId: equipmentIds } });

  function publish(auth: TAuth, row: TPlanningJobRow) {
    live.publish({ ownerCode: auth.ownerCode, unitId: row.unitId }, PROGRESS_EVENT, {
      processHash: row.processHash,
      status: row.status,
      destiny: row.destiny,
      type: row.type,
      code: row.code,
      message: row.message,
      progress: row.progress,
    });
  }

  /**
   * One heartbeat: records that this process still runs its jobs, stops those someone asked to
   * cancel through another process, and fails the pending jobs of processes gone silent. The
   * only process on its database (`alone`) has no one else's jobs to fail: start-up did that.
   */
  async function beat(now = new Date(), alone = false) {
    for (const row of await repository.beat(runner, [...running.keys()], now))
      if (row.cancelRequested) running.get(row.processHash)?.controller.abort();
    if (alone) return 0;
    return repository.failStale(new Date(now.getTime() - staleMs), INTERRUPTED_MESSAGE, now);
  }

  return {
    /** Starts work for the caller; answers the process hash before the work begins. */
    async start(
      auth: TAuth,
      type: TJobType,
      input: Record<string, unknown>,
      work: (context: TJobContext) => Promise<TJobOutcome>,
      options: { destiny?: 'schedule' | 'all' } = {},
    ) {
      const processHash = randomBytes(16).toString('hex');
      let row = await repository.insert({
        ownerId: auth.ownerId,
        unitId: auth.unitId,
        processHash,
        type,
        destiny: options.destiny ?? 'schedule',
        input,
        createdBy: auth.userId,
        runner,
        heartbeatAt: new Date(),
      });
      publish(auth, row);
      const controller = new AbortController();
      let lastSaved = 0;
      const context: TJobContext = {
        signal: controller.signal,
        progress(percent) {
          const now = Date.now();
          if (now - lastSaved < 1000) return;
          lastSaved = now;
          void repository
            .update(row.id, { progress: Math.min(100, Math.max(0, percent)) })
            .then((updated) => {
              if (updated.status === 'pendente') publish(auth, updated);
            });
        },
      };
      const done = (async () => {
        try {
          const outcome = await work(context);
          row = await repository.update(row.id, {
            status: 'concluido',
            code: outcome.code,
            message: outcome.message ?? null,
            result: outcome.result ?? null,
            progress: 100,
            finishedAt: new Date(),
          });
        } catch (error) {
          const code = error instanceof JobFailure ? error.code : 999;
          const message = error instanceof Error ? error.message : String(error);
          row = await repository.update(row.id, { status: 'falhou', code, message, finishedAt: new Date() });
        } finally {
          running.delete(processHash);
        }
        publish(auth, row);
      })();
      running.set(processHash, { controller, done });
      return { processHash };
    },

    async status(auth: TAuth, processHash: string) {
      const row = await repository.find(auth.ownerId, auth.permittedUnitIds, processHash);
      if (!row) throw notFound();
      return presentJob(row);
    },

    /**
     * Claims a group's machines on a date for an optimisation: refused with 905 (logistic process
     * in progress) while another optimisation of this owner writing any of the same machines that
     * day is pending, whether started by this process (the in-process registry, which also closes
     * the gap before the job row is written) or by another one (its pending job row). Answers the
     * release, to call once the work has ended or did not start.
     */
    async claim(auth: TAuth, scope: TJobScope): Promise<() => void> {
      for (const claim of claims) {
        const shared = claim.ownerId === auth.ownerId ? sharedMachines(scope, claim.scope) : [];
        if (shared.length) throw inProgress(shared);
      }
      const claim = { ownerId: auth.ownerId, scope };
      claims.add(claim);
      const release = () => void claims.delete(claim);
      try {
        for (const row of await repository.pendingOfOwner(auth.ownerId, 'planning-new')) {
          const shared = sharedMachines(scope, (row.input ?? {}) as Partial<TJobScope>);
          if (shared.length) throw inProgress(shared);
        }
      } catch (error) {
        release();
        throw error;
      }
      return release;
    },

    /** Asks a running job to stop; the work keeps the best it has found and finishes. */
    async cancel(auth: TAuth, processHash: string) {
      const row = await repository.find(auth.ownerId, auth.permittedUnitIds, processHash);
      if (!row) throw notFound();
      if (row.status !== 'pendente') throw new AppError(409, 'planningRequestAnswered');
      await repository.update(row.id, { cancelRequested: true });
      running.get(processHash)?.controller.abort();
      return presentJob({ ...row, cancelRequested: true });
    },

    /** Waits for a job of this process to finish (tests and shutdown). */
    async settle(processHash: string) {
      await running.get(processHash)?.done;
    },

    /**
     * At start-up: jobs a stopped server left pending are failed with a clear message. The only
     * process on its database (`alone`, the embedded one) fails every pending job; one of several
     * processes on a PostgreSQL server fails only those whose process has gone silent, the others
     * being at work elsewhere.
     */
    async failInterrupted(alone = true) {
      const now = new Date();
      if (alone) return repository.failPending(INTERRUPTED_MESSAGE, now);
      return repository.failStale(new Date(now.getTime() - staleMs), INTERRUPTED_MESSAGE, now);
    },

    beat,

    /** Starts the heartbeats (a server process; tests call `beat` themselves). */
    startHeartbeat(alone = false) {
      if (ticker) return;
      // A failed beat (the database away a moment) is simply the next one's to do.
      ticker = setInterval(() => void beat(new Date(), alone).catch(() => undefined), heartbeatMs);
      ticker.unref?.();
    },

    /** At shutdown: stops every running job and waits for them to record their end. */
    async stopAll() {
      if (ticker) clearInterval(ticker);
      ticker = undefined;
      for (const job of running.values()) job.controller.abort();
      await Promise.allSettled([...running.values()].map((job) => job.done));
    },
  };
}

export type TPlanningJobsService = ReturnType<typeof createPlanningJobsService>;
