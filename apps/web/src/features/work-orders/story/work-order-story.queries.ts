import { queryOptions } from '@tanstack/react-query';
import { ZWorkOrderStory } from '@tramline/domain';
import { api } from '../../../api';
import { workOrderKeys } from '../work-orders.queries';

/** `GET /ordemservicos/{id}/story`: the order's events, oldest first (stale after any order write). */
export const workOrderStoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...workOrderKeys.all, 'story', id] as const,
    queryFn: () => api.get(`/ordemservicos/${id}/story`, { schema: ZWorkOrderStory }),
  });
