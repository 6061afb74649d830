import { describe, expect, it } from 'vitest';
import { translateIssues } from '../validation';
import {
  isCalendarDate,
  isLicensedFor,
  licenceStandingOn,
  missingLicencesFor,
  requiredLicencesFor,
  ZLicenceInput,
  type TLicenceLike,
} from './licence';

const applicator: TLicenceLike = {
  type: 'APPLICATOR',
  effectiveDate: '2025-01-01',
  expirationDate: '2026-03-31',
  status: 'ACTIVE',
};
const dicamba: TLicenceLike = {
  type: 'DICAMBA',
  effectiveDate: '2026-01-15',
  expirationDate: '2026-12-31',
  status: 'ACTIVE',
};

describe('licence standing', () => {
  it('is in force from the effective date through the expiration date, both included', () => {
    expect(licenceStandingOn(applicator, '2024-12-31')).toBe('notYetEffective');
    expect(licenceStandingOn(applicator, '2025-01-01')).toBe('valid');
    expect(licenceStandingOn(applicator, '2026-03-31')).toBe('expiringSoon');
    expect(licenceStandingOn(applicator, '2026-04-01')).toBe('expired');
  });

  it('warns 30 days before expiry', () => {
    expect(licenceStandingOn(applicator, '2026-03-01')).toBe('valid');
    expect(licenceStandingOn(applicator, '2026-03-02')).toBe('expiringSoon');
  });

  it('a deactivated or deleted licence is not in force', () => {
    expect(licenceStandingOn({ ...applicator, status: 'DEACTIVATED' }, '2025-06-01')).toBe('inactive');
    expect(licenceStandingOn({ ...applicator, status: 'DELETED' }, '2025-06-01')).toBe('inactive');
  });
});

describe('isLicensedFor', () => {
  const employee = { licences: [applicator, dicamba] };

  it('a dicamba product needs an applicator and a dicamba licence in force on the day', () => {
    expect(requiredLicencesFor({ dicamba: true })).toEqual(['APPLICATOR', 'DICAMBA']);
    expect(isLicensedFor(employee, { dicamba: true }, '2026-02-01')).toBe(true);
    expect(isLicensedFor(employee, { dicamba: true }, '2026-01-14')).toBe(false);
    expect(missingLicencesFor(employee, { dicamba: true }, '2026-04-01')).toEqual(['APPLICATOR']);
  });

  it('a restricted-use product needs an applicator licence; an ordinary one needs none', () => {
    expect(isLicensedFor({ licences: [] }, {}, '2026-04-01')).toBe(true);
    expect(isLicensedFor({ licences: [] }, { restrictedUse: true }, '2026-04-01')).toBe(false);
    expect(isLicensedFor(employee, { restrictedUse: true }, '2026-04-01')).toBe(false);
    expect(isLicensedFor(employee, { requiredLicences: ['DICAMBA'] }, '2026-04-01')).toBe(true);
  });

  it('reads a Date as its UTC day', () => {
    expect(isLicensedFor(employee, { restrictedUse: true }, new Date('2026-03-31T23:00:00Z'))).toBe(true);
    expect(isLicensedFor(employee, { restrictedUse: true }, new Date('2026-04-01T01:00:00Z'))).toBe(false);
  });
});

describe('licence input', () => {
  const base = { type: 'APPLICATOR', number: 'IA-123', expirationDate: '2027-01-01' };
  const codes = (value: unknown) => {
    const result = ZLicenceInput.safeParse(value);
    return result.success
      ? []
      : translateIssues(result.error, 'en-us').map((issue) => `${issue.path}:${issue.message}`);
  };

  it('needs an effective date', () => {
    expect(codes(base)).toEqual(['effectiveDate:The license needs an effective date']);
    expect(codes({ ...base, effectiveDate: '' })).toEqual([
      'effectiveDate:The license needs an effective date',
    ]);
    expect(codes({ ...base, effectiveDate: null })).toEqual([
      'effectiveDate:The license needs an effective date',
    ]);
  });

  it('rejects an invalid effective date', () => {
    expect(codes({ ...base, effectiveDate: '2026-02-30' })).toEqual(['effectiveDate:Invalid effective date']);
    expect(codes({ ...base, effectiveDate: '03/01/2026' })).toEqual(['effectiveDate:Invalid effective date']);
  });

  it('rejects an expiration before the effective date', () => {
    expect(codes({ ...base, effectiveDate: '2027-02-01' })).toEqual([
      'expirationDate:The expiration date must be on or after the effective date',
    ]);
    expect(codes({ ...base, effectiveDate: '2026-02-01' })).toEqual([]);
  });

  it('knows calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
  });
});
