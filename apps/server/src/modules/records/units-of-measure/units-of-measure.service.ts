import { toPage, UNITS_OF_MEASURE } from '@tramline/domain';

/** The 16 measure units of the spec with their SI factors; fixed, the same for every owner. */
export function createUnitsOfMeasureService() {
  return {
    all() {
      return [...UNITS_OF_MEASURE];
    },
    page(query: { page: number; size: number }) {
      const start = query.page * query.size;
      return toPage(UNITS_OF_MEASURE.slice(start, start + query.size), UNITS_OF_MEASURE.length, query);
    },
  };
}

export type TUnitsOfMeasureService = ReturnType<typeof createUnitsOfMeasureService>;
