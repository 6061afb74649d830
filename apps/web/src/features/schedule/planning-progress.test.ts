import { describe, expect, it } from 'vitest';
import {
  IDLE_PROGRESS,
  nextProgress,
  PROGRESS_STORAGE_KEY,
  readStoredProgress,
  storeProgress,
  type TProgressState,
} from './planning-progress';

const started = nextProgress(IDLE_PROGRESS, { type: 'started', processHash: 'abc' }).state;
const report = (
  status: 'pendente' | 'concluido' | 'falhou',
  extra: { progress?: number; message?: string; processHash?: string } = {},
) => ({ type: 'report', report: { processHash: 'abc', status, ...extra } }) as const;

describe('planning progress', () => {
  it('starts pending with the optimisation flag set', () => {
    expect(started).toMatchObject({ status: 'pendente', processHash: 'abc', optimising: true, progress: 0 });
  });

  it('follows pending reports of its own job and ignores other jobs', () => {
    expect(nextProgress(started, report('pendente', { progress: 40 })).state.progress).toBe(40);
    expect(nextProgress(started, report('concluido', { processHash: 'other' })).state).toBe(started);
  });

  it('on done reloads, clears the selection, notifies success and clears the flag', () => {
    const { state, effects } = nextProgress(started, report('concluido'));
    expect(effects.map((effect) => effect.type)).toEqual(['reload', 'clearSelection', 'notifySuccess']);
    expect(effects.at(-1)).toMatchObject({ processHash: expect.any(String) });
    expect(state).toMatchObject({ status: 'concluido', optimising: false, processHash: null });
  });

  it('on failure keeps the message for a persistent error and clears the flag', () => {
    const { state, effects } = nextProgress(started, report('falhou', { message: 'No truck to plan' }));
    expect(effects).toEqual([{ type: 'notifyFailure', message: 'No truck to plan' }]);
    expect(state).toMatchObject({ status: 'falhou', optimising: false, message: 'No truck to plan' });
  });

  it('closing the dialog clears the flag but keeps loading, and a pending result stays in the background', () => {
    const background = nextProgress(started, { type: 'background' }).state;
    expect(background).toMatchObject({
      status: 'pendente_background',
      optimising: false,
      processHash: 'abc',
    });
    const still = nextProgress(background, report('pendente', { progress: 70 })).state;
    expect(still).toMatchObject({ status: 'pendente_background', progress: 70 });
    const done = nextProgress(still, report('concluido'));
    expect(done.effects.map((effect) => effect.type)).toContain('reload');
    expect(nextProgress(still, { type: 'foreground' }).state).toMatchObject({
      status: 'pendente',
      optimising: true,
    });
  });

  it('a cancelled optimisation returns to idle and says so; a finished job ignores late reports', () => {
    const { state, effects } = nextProgress(started, { type: 'cancelled' });
    expect(state).toEqual(IDLE_PROGRESS);
    expect(effects).toEqual([{ type: 'notifyCancelled' }]);
    expect(nextProgress(state, report('concluido')).effects).toEqual([]);
  });

  it('survives a reload through browser storage while running, and forgets it when done', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    const background: TProgressState = { ...started, status: 'pendente_background', optimising: false };
    storeProgress(background, fake);
    expect(readStoredProgress(fake)).toEqual(background);
    storeProgress(IDLE_PROGRESS, fake);
    expect(storage.has(PROGRESS_STORAGE_KEY)).toBe(false);
    storage.set(PROGRESS_STORAGE_KEY, '{"status":"nonsense"}');
    expect(readStoredProgress(fake)).toEqual(IDLE_PROGRESS);
  });
});
