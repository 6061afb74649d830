import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { sessionStore } from '../api';
import { renderWithApp } from '../test/render';
import LoginPage from './login-page';

const session = {
  token: 'token-1',
  user: {
    id: 1,
    login: 'dispatcher',
    name: 'Dana Dispatcher',
    email: null,
    unit: 1,
    language: 'en-us' as const,
    units: 'language' as const,
    roles: ['DISPATCHER' as const],
    owner: 'demo',
  },
};

afterEach(() => {
  cleanup();
  sessionStore.clear();
});

describe('the login page after a session ended', () => {
  it('explains an expired session each time it is shown until the next sign-in', async () => {
    sessionStore.set(session);
    sessionStore.clear('expired');
    // Shown, left and shown again (a remount while the app settles on /login).
    const first = await renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByTestId('session-ended').textContent).toBe(
      'Your session has ended. Please sign in again.',
    );
    first.unmount();
    await renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.getByTestId('session-ended')).toBeTruthy();
    cleanup();

    sessionStore.set(session);
    sessionStore.clear();
    await renderWithApp(<LoginPage />, { path: '/login' });
    expect(screen.queryByTestId('session-ended')).toBeNull();
  });
});
