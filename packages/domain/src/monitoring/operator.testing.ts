import type { TCleaningFamily, TProductType } from '../records/product';
import type { TOperatorOrder, TOperatorStop } from './operator';

/** Builders of the operator app's day for tests (`@tramline/domain/testing`). */

/** A product line of an operator order: liquids in litres, dry products in kilograms a hectare. */
export const operatorProductOf = (
  productId: number,
  type: TProductType | null,
  rate: number,
  cleaningFamily: TCleaningFamily | null = null,
) => ({
  productId,
  name: `Product ${productId}`,
  type,
  rate,
  rateUnit: type === 'LIQUID' ? ('l' as const) : ('kg' as const),
  total: 0,
  cleaningFamily,
});

/** An order as the cab sees it: nothing applied, reported or limited unless given. */
export const operatorOrderOf = (overrides: Partial<TOperatorOrder> = {}): TOperatorOrder => ({
  cdOrdemServico: 1,
  description: 'Burndown',
  ticket: null,
  status: 1,
  growerName: 'Grower',
  farmName: 'Farm',
  fields: [],
  products: [],
  carrierRate: null,
  limits: {
    windMin: null,
    windMax: null,
    temperatureMin: null,
    temperatureMax: null,
    humidityMin: null,
    humidityMax: null,
    rainFreeHours: null,
    sunRule: false,
  },
  notes: null,
  startedAt: null,
  appliedArea: null,
  appliedVolume: null,
  skippedOn: null,
  reported: null,
  ...overrides,
});

/** An order stop of a machine's sent day: 10 ha in one load unless given. */
export const operatorStopOf = (overrides: Partial<TOperatorStop> = {}): TOperatorStop => ({
  sequence: 1,
  kind: 'order',
  plannedStart: null,
  plannedEnd: null,
  area: 10,
  volume: 0,
  batches: 1,
  order: operatorOrderOf(),
  ...overrides,
});
