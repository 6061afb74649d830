/**
 * What every record screen shares: who may edit, the office options, server field paths in form
 * terms, list queries in DataTable's shape.
 */
import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { can, type TPage } from '@tramline/domain';
import { ApiError, isApiError, useSession } from '../api';
import type { TPageQueryOptions } from '../ui';
import { activeLocationsQuery } from '../features/session/session.queries';

/** Whether the signed-in user may create, edit and delete records. */
export function useCanEditRecords(): boolean {
  const session = useSession();
  return Boolean(session && can(session.user.roles, 'records.edit'));
}

/** The offices the user is permitted in, in the active branch, as select options. */
export function useLocationOptions() {
  const session = useSession();
  const locations = useQuery({
    ...activeLocationsQuery(session?.user.id ?? 0, session?.user.unit ?? 0),
    enabled: Boolean(session),
  });
  return (locations.data?.locations ?? []).map((location) => ({
    value: String(location.cdLocalizacaoId),
    label: location.dsLocalizacaoEscritorio,
  }));
}

/**
 * Server error details name wire paths (`body.name`, `workingPeriods.0.start.minute`); forms name
 * their fields without the `body.` prefix and hold clock times as one field.
 */
export function toFormPath(path: string): string {
  return path
    .replace(/^body\./, '')
    .replace(/\.(start|end)\.(hour|minute)$/, '.$1')
    .replace(/^autoSendTime\.(hour|minute)$/, 'autoSendTime');
}

/** Re-throws a failed save with its field paths in form terms, so RecordFormFrame puts messages on the fields. */
export async function withFormPaths<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isApiError(error))
      throw new ApiError(
        error.status,
        error.code,
        error.message,
        error.details.map((detail) => ({ ...detail, path: toFormPath(detail.path) })),
      );
    throw error;
  }
}

/** A list's `queryOptions` in the shape DataTable takes. */
export function asPageQuery<Row>(options: { queryKey: QueryKey; queryFn?: unknown }): TPageQueryOptions<Row> {
  return { queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<TPage<Row>> };
}
