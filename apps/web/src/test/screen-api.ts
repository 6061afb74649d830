import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import type { TLocale, TRole, TUnitsPreference } from '@tramline/domain';
import { sessionStore } from '../api';

/** A JSON answer as the server gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Signs a demo user in with `roles` (the administrator by default), speaking `language`, with a choice of `units`. */
export function signIn(
  language: TLocale = 'en-us',
  roles: readonly TRole[] = ['ADMIN'],
  units: TUnitsPreference = 'language',
) {
  sessionStore.set({
    token: 'test-token',
    user: {
      id: 1,
      login: 'demo',
      name: 'Demo',
      email: null,
      unit: 1,
      language,
      units,
      roles: [...roles],
      owner: 'demo',
    },
  });
}

/**
 * The server of a screen that reads one call: before each test, calls whose URL holds `path` get
 * `api.answer()` (`answer` by default; a test may replace it) and every other call `[]`; after
 * each test fetch is restored and the session cleared. `api.fetch` records the calls.
 */
export function screenApi(path: string, answer: () => Promise<Response>) {
  const api = {
    answer,
    fetch: undefined as unknown as MockInstance<typeof fetch>,
  };
  beforeEach(() => {
    api.answer = answer;
    api.fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) => (String(input).includes(path) ? api.answer() : json([])));
  });
  afterEach(() => {
    api.fetch.mockRestore();
    sessionStore.clear();
  });
  return api;
}
