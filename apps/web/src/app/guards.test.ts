import { describe, expect, it } from 'vitest';
import {
  authGuard,
  inviteGuard,
  loginPathFor,
  onboardingGuard,
  runGuards,
  safeRedirect,
  type TGuardContext,
} from './guards';

const context = (overrides: Partial<TGuardContext> = {}): TGuardContext => ({
  pathname: '/orders',
  search: '',
  hash: '',
  access: 'login',
  token: null,
  invite: null,
  userLocale: null,
  preferredLocale: 'en-us',
  ...overrides,
});

describe('route guards', () => {
  it('sends a logged-out user to the login page keeping the requested path', () => {
    expect(runGuards(context({ pathname: '/records/orders/7/edit', search: '?tab=2' })).redirectTo).toBe(
      '/login?redirect=%2Frecords%2Forders%2F7%2Fedit%3Ftab%3D2',
    );
    expect(loginPathFor('/')).toBe('/login');
  });

  it('lets a logged-in user through and sends one opening the login page to the kept path', () => {
    expect(runGuards(context({ token: 't' })).redirectTo).toBeNull();
    expect(
      authGuard(context({ token: 't', access: 'guest', pathname: '/login', search: '?redirect=%2Forders' })),
    ).toEqual({
      redirectTo: '/orders',
    });
    expect(authGuard(context({ token: 't', access: 'guest', pathname: '/login' }))).toEqual({
      redirectTo: '/monitoring',
    });
  });

  it('starts a clean login page after a logout', () => {
    expect(authGuard(context({ sessionEnd: 'logout' }))).toEqual({ redirectTo: '/login' });
  });

  it('never redirects outside the app after login', () => {
    expect(safeRedirect('https://example.com')).toBeNull();
    expect(safeRedirect('//example.com/x')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect('/orders?day=2')).toBe('/orders?day=2');
  });

  it('keeps a user with an active, unfinished invite in onboarding', () => {
    const invite = { hash: 'h', active: true, finished: false };
    expect(inviteGuard(context({ token: 't', invite }))).toEqual({ redirectTo: '/onboarding' });
    expect(inviteGuard(context({ token: 't', invite, pathname: '/onboarding' }))).toBeNull();
    expect(inviteGuard(context({ token: 't', invite: { ...invite, finished: true } }))).toBeNull();
    expect(inviteGuard(context({ token: 't', invite: { ...invite, active: false } }))).toBeNull();
    expect(inviteGuard(context({ token: null, invite }))).toBeNull();
  });

  it('runs invite before auth: an invited user is not asked to log in again', () => {
    const invite = { hash: 'h', active: true, finished: false };
    expect(runGuards(context({ token: 't', invite, pathname: '/monitoring' })).redirectTo).toBe(
      '/onboarding',
    );
    expect(runGuards(context({ token: null, invite, pathname: '/monitoring' })).redirectTo).toBe(
      '/login?redirect=%2Fmonitoring',
    );
  });

  it('sends onboarding without a token to the root', () => {
    expect(
      runGuards(context({ pathname: '/onboarding', access: 'public' }), [onboardingGuard]).redirectTo,
    ).toBe('/');
    expect(
      runGuards(context({ pathname: '/onboarding', access: 'public', token: 't' }), [onboardingGuard])
        .redirectTo,
    ).toBeNull();
  });

  it("speaks the user's language, else the one chosen before signing in", () => {
    expect(runGuards(context({ token: 't', userLocale: 'pt-br', preferredLocale: 'es-es' })).locale).toBe(
      'pt-br',
    );
    expect(runGuards(context({ preferredLocale: 'es-es' })).locale).toBe('es-es');
  });
});
