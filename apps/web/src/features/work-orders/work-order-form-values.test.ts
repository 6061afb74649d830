import { describe, expect, it } from 'vitest';
import { ZWorkOrderInput } from '@tramline/domain';
import { zodValidator } from '../../ui';
import { ammoniaBlend, herbicide, orderRecord, potash, productById } from './work-order-fixtures';
import {
  applicatorLicenceAlerts,
  blendRecipeOf,
  instantOfZonedInput,
  localRateUnitOf,
  newProductLine,
  orderFigures,
  workOrderFormValuesOf,
  workOrderErrors,
  workOrderInputOf,
  zonedInputOf,
  type TWorkOrderFormValues,
} from './work-order-form-values';

const CHICAGO = 'America/Chicago';
const CUIABA = 'America/Cuiaba';
const fieldAreas = new Map<number, number | null>([
  [7, 32.3748514],
  [8, 16.1874257],
  [9, null],
]);

function newOrder(patch: Partial<TWorkOrderFormValues> = {}): TWorkOrderFormValues {
  return { ...workOrderFormValuesOf(undefined, 'en-us', CHICAGO, productById), ...patch };
}

describe('work-order form values', () => {
  it.each([
    ['en-us', CHICAGO],
    ['pt-br', CUIABA],
  ] as const)('opens and saves an order in %s without drifting any stored figure', (locale, timeZone) => {
    const values = workOrderFormValuesOf(orderRecord, locale, timeZone, productById);
    const input = workOrderInputOf(values, { locale, timeZone, productById, record: orderRecord });
    expect(input).toMatchObject({
      cdOrdemServico: 1042,
      version: 3,
      fieldIds: [7, 8],
      selectedArea: null,
      carrierRate: 140.3,
      minSpeed: 12.875,
      maxSpeed: 22.531,
      plannedStart: '2026-04-21T12:30:00.000Z',
      plannedEnd: '2026-04-21T18:00:00.000Z',
      traitPackage: 'Enlist E3',
      products: [{ productId: 11, rate: 2.3385, rateUnit: 'fl oz' }],
    });
  });

  it('shows a rate in the product’s unit per acre in en-us and per hectare in pt-br', () => {
    expect(workOrderFormValuesOf(orderRecord, 'en-us', CHICAGO, productById).products[0]!.rate).toBe(32);
    // 2.3385 l/ha of a product kept in fl oz reads 32 fl oz/ac in en-us and 2,338.5 ml/ha in pt-br.
    expect(workOrderFormValuesOf(orderRecord, 'pt-br', CUIABA, productById).products[0]!.rate).toBe(2338.5);
    expect(localRateUnitOf('fl oz', 'pt-br')).toBe('ml');
    expect(localRateUnitOf('l', 'en-us')).toBe('gal');
    expect(localRateUnitOf('bg', 'pt-br')).toBe('bg');
    expect(workOrderFormValuesOf(orderRecord, 'en-us', CHICAGO, productById).selectedArea).toBe(120);
    expect(workOrderFormValuesOf(orderRecord, 'pt-br', CUIABA, productById).minSpeed).toBe(12.88);
  });

  it('turns a typed rate of 24 fl oz/ac into litres per hectare, and 100 lb/ac into kilograms per hectare', () => {
    const values = newOrder({
      products: [
        { ...newProductLine(), productId: '11', rate: 24 },
        { ...newProductLine(), productId: '12', rate: 100 },
      ],
    });
    const input = workOrderInputOf(values, { locale: 'en-us', timeZone: CHICAGO, productById });
    expect(input.products[0]!.rate).toBeCloseTo(1.75389, 4);
    expect(input.products[0]!.rateUnit).toBe('fl oz');
    expect(input.products[1]!.rate).toBeCloseTo(112.085, 3);
  });

  it('reads planned times on the branch’s clock, across the spring clock change', () => {
    expect(instantOfZonedInput('2026-03-08T01:30', CHICAGO)).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfZonedInput('2026-03-08T09:00', CHICAGO)).toBe('2026-03-08T14:00:00.000Z');
    expect(instantOfZonedInput('2026-04-21T09:30', CUIABA)).toBe('2026-04-21T13:30:00.000Z');
    expect(zonedInputOf('2026-04-21T12:30:00.000Z', CHICAGO)).toBe('2026-04-21T07:30');
    expect(instantOfZonedInput('', CHICAGO)).toBeNull();
  });
});

describe('live figures of the form', () => {
  const twoFields = (patch: Partial<TWorkOrderFormValues> = {}) =>
    newOrder({
      growerId: '3',
      farmId: '4',
      fieldIds: ['7', '8'],
      products: [{ ...newProductLine(), productId: '11', rate: 32 }],
      ...patch,
    });

  it('sums the fields’ areas, takes a typed area instead, and knows no area when a field has none', () => {
    const context = { locale: 'en-us' as const, productById, fieldAreas, group: null };
    expect(orderFigures(twoFields(), context).areaHectares).toBeCloseTo(48.5623, 4);
    expect(orderFigures(twoFields({ areaTyped: true, selectedArea: 100 }), context).areaHectares).toBeCloseTo(
      40.4686,
      4,
    );
    expect(orderFigures(twoFields({ fieldIds: ['7', '9'] }), context).areaHectares).toBeNull();
  });

  it('computes the volume from the carrier and the batches from the group’s tank', () => {
    // 15 gal/ac over 120 ac is 1,800 gal (6,813.7 l): four loads of a 500 gal (1,892.7 l) tank.
    const values = twoFields({ carrierRate: 15 });
    const group = { mixtureType: 'LIQUID' as const, tankCapacity: 1892.705892, compartmentCounts: [null] };
    const figures = orderFigures(values, { locale: 'en-us', productById, fieldAreas, group });
    expect(figures.volumeLitres).toBeCloseTo(6813.74, 1);
    expect(figures.batches).toBe(4);
    expect(figures.lines[0]!.total).toBeCloseTo(113.56, 1);
    expect(
      orderFigures(values, {
        locale: 'en-us',
        productById,
        fieldAreas,
        group: { ...group, tankCapacity: null },
      }).batches,
    ).toBeNull();
  });

  it('counts dry batches in kilograms and says what a liquid group cannot carry', () => {
    const values = twoFields({ products: [{ ...newProductLine(), productId: '12', rate: 200 }] });
    const dry = { mixtureType: 'DRY' as const, tankCapacity: 5000, compartmentCounts: [1] };
    expect(orderFigures(values, { locale: 'en-us', productById, fieldAreas, group: dry }).batches).toBe(3);
    const liquid = { mixtureType: 'LIQUID' as const, tankCapacity: 4000, compartmentCounts: [null] };
    expect(
      orderFigures(values, { locale: 'en-us', productById, fieldAreas, group: liquid }).problems,
    ).toEqual([{ kind: 'mixture', productId: potash.id, needs: 'DRY' }]);
  });

  it('scales a blend’s recipe to the order’s rate and shows its ammonia', () => {
    const recipe = blendRecipeOf(ammoniaBlend, 100);
    expect(recipe.components.map((component) => component.rate)).toEqual([75, 25]);
    expect(recipe.ammoniaRate).toBe(75);
    expect(recipe.density).toBe(0.96);
    expect(blendRecipeOf(herbicide, 10).ammoniaRate).toBeNull();
  });
});

describe('validation with the shared schema', () => {
  const validate = zodValidator<unknown>(ZWorkOrderInput, 'en-us');
  const errorsOf = (values: TWorkOrderFormValues) =>
    workOrderErrors(
      workOrderInputOf(values, { locale: 'en-us', timeZone: CHICAGO, productById }),
      'en-us',
      validate,
    );

  it('asks for the grower, farm, fields, product, rate, timing and application type', () => {
    const errors = errorsOf(newOrder({ description: 'Spray' }));
    for (const path of [
      'growerId',
      'farmId',
      'fieldIds',
      'products.0.productId',
      'products.0.rate',
      'timing',
      'applicationType',
    ])
      expect(errors[path], path).toBeTruthy();
    expect(errors.growerId).toBe('This is a required field!');
  });

  it('refuses a maximum speed not above the minimum, in mph as typed', () => {
    const errors = errorsOf(newOrder({ minSpeed: 12, maxSpeed: 12 }));
    expect(errors.maxSpeed).toBe('Maximum speed must be greater than minimum');
    expect(errorsOf(newOrder({ minSpeed: 8, maxSpeed: 14 })).maxSpeed).toBeUndefined();
    expect(
      errorsOf(newOrder({ plannedStart: '2026-04-21T09:00', plannedEnd: '2026-04-21T08:00' })).plannedEnd,
    ).toBe('The planned end must be after the planned start');
  });

  it('refuses the same product twice', () => {
    const line = { ...newProductLine(), productId: '11', rate: 32 };
    expect(errorsOf(newOrder({ products: [line, { ...line, key: 'second' }] }))['products.1.productId']).toBe(
      'This product is already in the order',
    );
  });
});

describe("the chosen applicator's licences", () => {
  const restricted = { ...herbicide, licenceRequired: 'APPLICATOR' as const };
  const byId = new Map([...productById, [restricted.id, restricted]]);
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
  const lines = (...ids: number[]) =>
    ids.map((id) => ({ ...newProductLine(), productId: String(id), rate: 1 }));

  it('are checked on the planned start day with the rule of the server', () => {
    const values = { plannedStart: '2026-06-30T23:30', products: lines(restricted.id, potash.id) };
    expect(applicatorLicenceAlerts(values, applicator, byId, CHICAGO)).toEqual([]);
    expect(
      applicatorLicenceAlerts({ ...values, plannedStart: '2026-07-01T00:30' }, applicator, byId, CHICAGO),
    ).toEqual([
      {
        productId: restricted.id,
        descProduct: restricted.descProduct,
        date: '2026-07-01',
        missing: ['APPLICATOR'],
      },
    ]);
  });

  it("are checked on the branch's today without a planned start, and not at all without an applicator", () => {
    const values = { plannedStart: '', products: lines(restricted.id, restricted.id) };
    // 1 July 2026 03:00 UTC is still 30 June in Chicago: the licence is in force.
    expect(
      applicatorLicenceAlerts(values, applicator, byId, CHICAGO, new Date('2026-07-01T03:00:00Z')),
    ).toEqual([]);
    expect(
      applicatorLicenceAlerts(values, applicator, byId, CHICAGO, new Date('2026-07-01T15:00:00Z')),
    ).toHaveLength(1);
    expect(applicatorLicenceAlerts(values, undefined, byId, CHICAGO)).toEqual([]);
  });
});
