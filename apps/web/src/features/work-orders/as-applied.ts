import { queryOptions } from '@tanstack/react-query';
import { ZOrderCoverage, type TOrderCoverage } from '@tramline/domain';
import { api } from '../../api';

/** An order's as-applied coverage (`GET /ordemservicos/{id}/coverage`). */
export const orderCoverageQuery = (id: number) =>
  queryOptions({
    queryKey: ['work-orders', 'coverage', id] as const,
    queryFn: () => api.get(`/ordemservicos/${id}/coverage`, { schema: ZOrderCoverage }),
  });

/** Low to high rate, light yellow to dark green: readable on the plain and the satellite map. */
export const RATE_COLOURS = ['#ffffcc', '#c2e699', '#78c679', '#31a354', '#006837'] as const;
/** The colour of a stretch with no rate reported. */
export const NO_RATE_COLOUR = '#9e9e9e';

export interface TRateClass {
  from: number;
  to: number;
  colour: string;
}

/** The legend of the as-applied map: the reported rates cut into equal classes (one when they are all equal). */
export function rateClassesOf(coverage: Pick<TOrderCoverage, 'rateMin' | 'rateMax'>): TRateClass[] {
  const { rateMin, rateMax } = coverage;
  if (rateMin === null || rateMax === null) return [];
  if (rateMax - rateMin < 1e-9) return [{ from: rateMin, to: rateMax, colour: RATE_COLOURS[2] }];
  const step = (rateMax - rateMin) / RATE_COLOURS.length;
  return RATE_COLOURS.map((colour, index) => ({
    from: rateMin + index * step,
    to: index === RATE_COLOURS.length - 1 ? rateMax : rateMin + (index + 1) * step,
    colour,
  }));
}

export function colourOfRate(rate: number | null, classes: readonly TRateClass[]): string {
  if (rate === null || !classes.length) return NO_RATE_COLOUR;
  return (classes.find((rateClass) => rate <= rateClass.to) ?? classes.at(-1)!).colour;
}

/** The as-applied map's stretches as GeoJSON, each with its colour. */
export function rateFeaturesOf(coverage: TOrderCoverage, classes: readonly TRateClass[]) {
  return {
    type: 'FeatureCollection' as const,
    features: coverage.rateSegments.map((segment) => ({
      type: 'Feature' as const,
      properties: { rate: segment.rate, colour: colourOfRate(segment.rate, classes) },
      geometry: segment.geometry,
    })),
  };
}

/** The machine's path as a GeoJSON line. */
export function trailFeatureOf(coverage: TOrderCoverage) {
  return {
    type: 'Feature' as const,
    properties: {},
    geometry: { type: 'LineString' as const, coordinates: coverage.trail },
  };
}
