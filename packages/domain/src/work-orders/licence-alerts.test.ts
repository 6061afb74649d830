import { describe, expect, it } from 'vitest';
import { licenceAlertsOf } from './licence-alerts';
import { licensedProductOf, strictestLicenceRequirement } from '../records/product';

const applicator = {
  licences: [
    {
      type: 'APPLICATOR' as const,
      effectiveDate: '2025-01-01',
      expirationDate: '2026-06-30',
      status: 'ACTIVE' as const,
    },
  ],
};
const products = [
  { id: 1, descProduct: 'Roundup PowerMAX 3', licenceRequired: 'NONE' as const },
  { id: 2, descProduct: 'Paraquat', licenceRequired: 'APPLICATOR' as const },
  { id: 3, descProduct: 'XtendiMax', licenceRequired: 'DICAMBA' as const },
];

describe('licence alerts of a work order', () => {
  it('names each product the applicator lacks a licence in force for on the day', () => {
    expect(licenceAlertsOf(applicator, products, '2026-06-30')).toEqual([
      { productId: 3, descProduct: 'XtendiMax', date: '2026-06-30', missing: ['DICAMBA'] },
    ]);
    expect(licenceAlertsOf(applicator, products, '2026-07-01').map((alert) => alert.missing)).toEqual([
      ['APPLICATOR'],
      ['APPLICATOR', 'DICAMBA'],
    ]);
  });

  it('reads a product requirement as the licence rule, a blend taking the strictest', () => {
    expect(licensedProductOf({ licenceRequired: 'NONE' })).toEqual({ restrictedUse: false, dicamba: false });
    expect(strictestLicenceRequirement(['APPLICATOR', 'NONE'])).toBe('APPLICATOR');
    expect(strictestLicenceRequirement(['APPLICATOR', 'DICAMBA', 'NONE'])).toBe('DICAMBA');
    expect(strictestLicenceRequirement([])).toBe('NONE');
  });
});
