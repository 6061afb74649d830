import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import type { TLiveMessage } from '../../../live/live-hub';
import { createLiveHub } from '../../../live/live-hub';
import { createPlanningJobsService, INTERRUPTED_MESSAGE, JobFailure } from './planning-jobs.service';
import { PLANNING_BASE } from '../planning.paths';

const { app, call, login, database } = await createTestApp({ secondOwner: true });
const jobs = app.services.planningJobs;
const token = await login('dispatcher');
const auth = (await app.services.auth.authenticate(token))!;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function listen() {
  const messages: { topic: string; message: TLiveMessage }[] = [];
  const stop = app.services.live.subscribe((topic, message) => messages.push({ topic, message }));
  return { messages, stop };
}

describe('planning jobs', () => {
  it('answers a process hash at once, polls pendente, then concluido, pushing each change on the owner topic', async () => {
    const live = listen();
    const release = gate();
    const { processHash } = await jobs.start(auth, 'planning-new', { orders: 3 }, async () => {
      await release.opened;
      return { code: 900, result: { assigned: 3 } };
    });
    expect(processHash).toMatch(/^[0-9a-f]{32}$/);
    const pending = await call(token, 'GET', `/api${PLANNING_BASE}/status-otimizacao/${processHash}`);
    expect(pending.json()).toMatchObject({ status: 'pendente', type: 'planning-new', destiny: 'schedule' });
    release.open();
    await jobs.settle(processHash);
    const done = (await call(token, 'GET', `/api${PLANNING_BASE}/status-otimizacao/${processHash}`)).json();
    expect(done).toMatchObject({ status: 'concluido', code: 900, progress: 100, result: { assigned: 3 } });
    // The finished optimisation is also told to the branch's users as a notification, written
    // by a listener of the progress event a moment after it.
    await vi.waitFor(() =>
      expect(live.messages.map(({ message }) => message.event)).toContain('notification'),
    );
    live.stop();
    const statuses = live.messages
      .filter(({ message }) => message.event === 'planning-progress')
      .map(({ topic, message }) => [topic, message.event, (message.payload as { status: string }).status]);
    expect(statuses).toEqual([
      ['DEMO', 'planning-progress', 'pendente'],
      ['DEMO', 'planning-progress', 'concluido'],
    ]);
  });

  it('records a failure with its planning code and message, and pushes it on the owner topic', async () => {
    const live = listen();
    const { processHash } = await jobs.start(auth, 'planning-new', {}, async () => {
      throw new JobFailure(718, 'No order fits');
    });
    await jobs.settle(processHash);
    live.stop();
    expect(await jobs.status(auth, processHash)).toMatchObject({
      status: 'falhou',
      code: 718,
      message: 'No order fits',
    });
    const progress = live.messages.filter(({ message }) => message.event === 'planning-progress');
    expect(progress.map(({ topic, message }) => [topic, message.payload])).toEqual([
      ['DEMO', expect.objectContaining({ processHash, status: 'pendente' })],
      [
        'DEMO',
        expect.objectContaining({
          processHash,
          status: 'falhou',
          code: 718,
          message: 'No order fits',
          type: 'planning-new',
          destiny: 'schedule',
        }),
      ],
    ]);
  });

  it('cancels a running job through its signal; a finished one answers 409', async () => {
    const { processHash } = await jobs.start(auth, 'planning-new', {}, async ({ signal }) => {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      return { code: 900, message: 'stopped early' };
    });
    const canceled = await call(token, 'PUT', `/api${PLANNING_BASE}/status-otimizacao/cancela/`, {
      processHash,
    });
    expect(canceled.statusCode).toBe(200);
    await jobs.settle(processHash);
    expect((await jobs.status(auth, processHash)).message).toBe('stopped early');
    const again = await call(token, 'PUT', `/api${PLANNING_BASE}/status-otimizacao/cancela/`, {
      processHash,
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses another owner's job with 404, a malformed hash with 400, and a cancel by a role that cannot plan with 403", async () => {
    const release = gate();
    const { processHash } = await jobs.start(auth, 'planning-new', {}, async () => {
      await release.opened;
      return { code: 900 };
    });
    const other = await login('demo', { owner: 'other' });
    expect(
      (await call(other, 'GET', `/api${PLANNING_BASE}/status-otimizacao/${processHash}`)).statusCode,
    ).toBe(404);
    expect((await call(token, 'GET', `/api${PLANNING_BASE}/status-otimizacao/not-a-hash`)).statusCode).toBe(
      400,
    );
    const applicator = await login('applicator');
    expect(
      (await call(applicator, 'PUT', `/api${PLANNING_BASE}/status-otimizacao/cancela/`, { processHash }))
        .statusCode,
    ).toBe(403);
    release.open();
    await jobs.settle(processHash);
  });

  it('marks work a stopped server left pending as failed with a clear message', async () => {
    const never = gate();
    const { processHash } = await jobs.start(auth, 'save-sequence', {}, async () => {
      await never.opened;
      return { code: 900 };
    });
    expect(await jobs.failInterrupted()).toBe(1);
    expect(await jobs.status(auth, processHash)).toMatchObject({
      status: 'falhou',
      code: 999,
      message: INTERRUPTED_MESSAGE,
    });
    never.open();
    await jobs.settle(processHash);
  });

  describe('with several server processes on one database', () => {
    // A second process: its own jobs service (and live hub) on the same database.
    const other = createPlanningJobsService(database.db, createLiveHub(), { staleMs: 30_000 });

    it('stops a job when its cancel was asked through another process, at the next heartbeat', async () => {
      const { processHash } = await jobs.start(auth, 'planning-new', {}, async ({ signal }) => {
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
        return { code: 900, message: 'stopped by a cancel from elsewhere' };
      });
      expect((await other.status(auth, processHash)).status).toBe('pendente');
      await other.cancel(auth, processHash);
      // This process learns of the cancel from the database, not from the other's memory.
      await jobs.beat();
      await jobs.settle(processHash);
      expect(await other.status(auth, processHash)).toMatchObject({
        status: 'concluido',
        message: 'stopped by a cancel from elsewhere',
      });
    });

    it("leaves another live process's jobs alone at start-up and fails them once that process goes silent", async () => {
      const never = gate();
      const { processHash } = await jobs.start(auth, 'save-sequence', {}, async () => {
        await never.opened;
        return { code: 900 };
      });
      // A process starting beside a live one fails nothing of it.
      expect(await other.failInterrupted(false)).toBe(0);
      expect(await other.beat()).toBe(0);
      expect((await other.status(auth, processHash)).status).toBe('pendente');
      // A process alone on its database sweeps nothing on its beats (start-up did that).
      expect(await other.beat(new Date(Date.now() + 31_000), true)).toBe(0);
      // Silent for longer than the limit (its last heartbeat 31 s ago, seen from a later clock).
      expect(await other.beat(new Date(Date.now() + 31_000))).toBe(1);
      expect(await other.status(auth, processHash)).toMatchObject({
        status: 'falhou',
        message: INTERRUPTED_MESSAGE,
      });
      never.open();
      await jobs.settle(processHash);
    });
  });
});
