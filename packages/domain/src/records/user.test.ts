import { describe, expect, it } from 'vitest';
import { translateIssues } from '../validation';
import { parseEmailList, parsePhoneList, ZShareEmailRequest } from './share';
import fc from 'fast-check';
import { passwordProblems } from '../password';
import { canGrantRoles, grantableRoles, isTenderDriver, passwordChecks, ZUserInput } from './user';

describe('granting roles', () => {
  it('administrators grant every role, top managers all but administrator, managers their own and below', () => {
    expect(grantableRoles(['ADMIN'])).toHaveLength(6);
    expect(grantableRoles(['TOP_MANAGER'])).not.toContain('ADMIN');
    expect(grantableRoles(['MANAGER'])).toEqual(['MANAGER', 'DISPATCHER', 'MIX_OPERATOR', 'APPLICATOR']);
    expect(canGrantRoles(['MANAGER'], ['TOP_MANAGER'])).toBe(false);
  });

  it('roles without user management grant nothing', () => {
    expect(grantableRoles(['DISPATCHER'])).toEqual([]);
    expect(grantableRoles(['APPLICATOR', 'MIX_OPERATOR'])).toEqual([]);
  });
});

describe('user input', () => {
  const user = {
    name: 'Jo',
    login: 'jo.b',
    roles: ['DISPATCHER'],
    unitIds: [1],
    regionIds: [1],
    locationIds: [1],
  };
  const issues = (value: unknown) => {
    const result = ZUserInput.safeParse(value);
    return result.success
      ? []
      : translateIssues(result.error, 'en-us').map((issue) => `${issue.path}:${issue.message}`);
  };

  it('needs an email except for tender-truck drivers', () => {
    expect(issues(user)).toEqual(['email:This is a required field!']);
    expect(issues({ ...user, roles: ['MIX_OPERATOR'] })).toEqual([]);
    expect(isTenderDriver(['MIX_OPERATOR', 'MANAGER'])).toBe(false);
  });

  it('needs name, login, roles, branches, regions and locations', () => {
    expect(issues({ email: 'a@b.co' }).sort()).toEqual(
      ['locationIds', 'login', 'name', 'regionIds', 'roles', 'unitIds'].map(
        (path) => `${path}:This is a required field!`,
      ),
    );
    expect(issues({ ...user, email: 'a@b.co', roles: [], unitIds: [] })).toEqual([
      'roles:This is a required field!',
      'unitIds:This is a required field!',
    ]);
  });

  it('checks a given password against the policy', () => {
    expect(issues({ ...user, email: 'a@b.co', password: 'short' })).toEqual([
      'password:The password must have at least 8 characters',
      'password:The password needs at least one letter, one uppercase letter, one number and one special character',
    ]);
  });
});

describe('share recipients', () => {
  it('lists the invalid emails of a comma separated list', () => {
    expect(parseEmailList(' a@x.com, nope ,b@y.org,,A@x.com; c@')).toEqual({
      valid: ['a@x.com', 'b@y.org'],
      invalid: ['nope', 'c@'],
    });
    const result = ZShareEmailRequest.safeParse({ emails: 'a@x.com, nope, c@', subject: 's', message: 'm' });
    expect(result.success).toBe(false);
    expect(translateIssues(result.error!, 'en-us')[0]).toMatchObject({
      path: 'emails',
      message: 'Invalid emails: nope, c@',
    });
  });

  it('normalises phone numbers', () => {
    expect(parsePhoneList('+1 (515) 555-0140, 12, 5565 3544 0100')).toEqual({
      valid: ['+15155550140', '+556535440100'],
      invalid: ['12'],
    });
  });
});

describe('password checklist', () => {
  it('passes every check exactly when the policy finds no problem', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        const allPass = Object.values(passwordChecks(password)).every(Boolean);
        expect(allPass).toBe(passwordProblems(password).length === 0);
      }),
    );
    expect(passwordChecks('Field#2026')).toEqual({
      length: true,
      letter: true,
      uppercase: true,
      number: true,
      special: true,
    });
    expect(passwordChecks('field2026')).toMatchObject({ uppercase: false, special: false });
  });
});
