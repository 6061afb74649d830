import { queryOptions } from '@tanstack/react-query';
import { ZLoad, ZLoadsDay, type TLoadMark } from '@tramline/domain';
import { api } from '../../api';

/** The branch's loads of a day, derived by the server from the active plans. */
export const loadsDayQuery = (date: string) =>
  queryOptions({
    queryKey: ['loads', date] as const,
    queryFn: () => api.get('/loads', { query: { data: date }, schema: ZLoadsDay }),
  });

/** Marks a load mixed, loaded, dispatched or back to pending, over the version last read. */
export const markLoad = (mark: TLoadMark) => api.put('/loads/status', mark, { schema: ZLoad });
