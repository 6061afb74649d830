import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../api';
import { rememberGroup, storedGroup } from './schedule-store';

function signInTo(unit: number) {
  sessionStore.set({
    token: `token-${unit}`,
    user: {
      id: 1,
      login: 'demo',
      name: 'Ana',
      email: null,
      unit,
      language: 'en-us',
      units: 'language',
      roles: ['ADMIN'],
      owner: 'demo',
    },
  });
}

afterEach(() => {
  sessionStore.clear();
  window.localStorage.clear();
});

describe('the remembered schedule group', () => {
  it('is kept per branch, so another branch never asks for it', () => {
    signInTo(1);
    rememberGroup(7);
    expect(storedGroup()).toBe(7);

    signInTo(2);
    expect(storedGroup()).toBeNull();
    rememberGroup(9);

    signInTo(1);
    expect(storedGroup()).toBe(7);
  });
});
