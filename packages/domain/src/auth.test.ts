import { describe, expect, it } from 'vitest';
import { ZSessionUpdate, ZSessionUser } from './auth';

const user = {
  id: 1,
  login: 'demo',
  name: 'Dana Miller',
  email: null,
  unit: 1,
  language: 'pt-br',
  roles: ['ADMIN'],
  owner: 'demo',
};

describe('the session user and its update', () => {
  it('reads a session stored before the choice of units existed as following the language', () => {
    expect(ZSessionUser.parse(user).units).toBe('language');
    expect(ZSessionUser.parse({ ...user, units: 'imperial' }).units).toBe('imperial');
  });

  it('takes a choice of units, alone or with the language, and refuses another value with its message', () => {
    expect(ZSessionUpdate.parse({ units: 'metric' })).toEqual({ units: 'metric' });
    expect(ZSessionUpdate.parse({ language: 'es-es', units: 'imperial' })).toEqual({
      language: 'es-es',
      units: 'imperial',
    });
    const refused = ZSessionUpdate.safeParse({ units: 'acres' });
    expect(refused.error?.issues[0]).toMatchObject({ path: ['units'], message: 'unitsPreferenceInvalid' });
  });
});
