import type { TImplementRecord, TTrailerRecord } from '@tramline/domain';

/** A trailer on the wire: the implement record with its number of tanks. */
export function presentTrailer(record: TImplementRecord): TTrailerRecord {
  return { ...record, type: 'trailer', tankCount: record.compartments.length };
}
