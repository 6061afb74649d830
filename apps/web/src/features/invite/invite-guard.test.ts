import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../api';
import { onboardingGuard, runGuards, type TGuardContext } from '../../app/guards';
import { markRecovery, storedInvite, storeInvite } from './invite-store';

const context = (overrides: Partial<TGuardContext> = {}): TGuardContext => ({
  pathname: '/monitoring',
  search: '',
  hash: '',
  access: 'login',
  token: null,
  invite: null,
  userLocale: null,
  preferredLocale: 'en-us',
  ...overrides,
});

const user = {
  id: 1,
  login: 'jo',
  name: 'Jo',
  email: null,
  unit: 1,
  language: 'en-us' as const,
  units: 'language' as const,
  roles: ['MANAGER' as const],
  owner: 'demo',
};

afterEach(() => {
  storeInvite(null);
  sessionStore.clear();
});

describe('invite mode', () => {
  it('an invitation link with its token keeps a signed-out person in onboarding', () => {
    const invite = {
      hash: 'abcd1234',
      token: 'secret-token',
      owner: 'demo',
      mode: 'invite' as const,
      active: true,
      finished: false,
    };
    expect(runGuards(context({ invite })).redirectTo).toBe('/onboarding');
    expect(
      runGuards(context({ invite, pathname: '/onboarding', access: 'public' }), [onboardingGuard]).redirectTo,
    ).toBeNull();
    expect(runGuards(context({ invite: { ...invite, finished: true } })).redirectTo).toBe(
      '/login?redirect=%2Fmonitoring',
    );
  });

  it('a recovery marker holds only for the user it was made for', () => {
    sessionStore.set({ token: 't', user });
    markRecovery('jo', true);
    expect(storedInvite()).toMatchObject({ mode: 'recovery', active: true, finished: false });
    expect(runGuards(context({ token: 't', invite: storedInvite() })).redirectTo).toBe('/onboarding');
    sessionStore.set({ token: 'u', user: { ...user, login: 'someone.else' } });
    expect(storedInvite()).toBeNull();
  });

  it('a normal login starts without any stored invite', () => {
    storeInvite({ hash: 'h', token: 'x', active: true, finished: false });
    markRecovery('jo', false);
    expect(storedInvite()).toBeNull();
  });
});
