import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import type { TPage } from '@tramline/domain';
import type { TPageQueryOptions } from '../../ui';

/** A list's `queryOptions` as the data table takes them (`queryOptions` types `queryFn` as optional). */
export function toPageQuery<Row>(options: { queryKey: QueryKey; queryFn?: unknown }): TPageQueryOptions<Row> {
  return { queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<TPage<Row>> };
}
