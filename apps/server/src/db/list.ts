import { and, asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort, type TPageQuery } from '@tramline/domain';
import { AppError } from '../http/errors';

/** Columns a list may be sorted by, under their wire names. Anything else is a 400, never SQL. */
export type TSortable = Record<string, AnyColumn | SQL>;

/**
 * What a list's `sort` parameter names among `sortable` (column, expression or column name), with
 * its direction. A name the list does not offer is a 400 `invalidSort`.
 */
export function sortTarget<T>(
  sort: string | undefined,
  sortable: Readonly<Record<string, T>>,
  fallback: string,
) {
  const { field, direction } = parseSort(sort, fallback);
  const column = Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  if (column === undefined)
    throw new AppError(400, 'invalidSort', { field }, [
      { path: 'sort', code: 'invalidSort', message: field },
    ]);
  return { field, column, direction };
}

export function orderBy(sort: string | undefined, sortable: TSortable, fallback = 'id'): SQL[] {
  const { column, direction } = sortTarget(sort, sortable, fallback);
  const tieBreak = sortable[fallback];
  const order = [direction === 'desc' ? desc(column) : asc(column)];
  if (tieBreak && tieBreak !== column) order.push(asc(tieBreak));
  return order;
}

/** Escapes LIKE wildcards so a search for `50%` finds the text `50%`. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Case-insensitive contains over some text columns; undefined when there is no search. */
export function searchWhere(search: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(...columns.map((column) => ilike(column as AnyColumn, pattern)));
}

export function pageWindow(query: Pick<TPageQuery, 'page' | 'size'>) {
  return { limit: query.size, offset: query.page * query.size };
}

export const countAll = sql<number>`count(*)::int`;

export function allOf(...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}
