import { queryOptions } from '@tanstack/react-query';
import {
  ZPage,
  ZStopOperationRecord,
  type TStopOperationInput,
  type TStopOperationRecord,
  type TStopOperationStatus,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export type TStopOperationListRequest = TPageRequest & { status?: TStopOperationStatus };

export const stopOperationKeys = {
  all: ['stop-operations'] as const,
  list: (request: TStopOperationListRequest) => ['stop-operations', 'list', request] as const,
};

export const stopOperationsListQuery = (request: TStopOperationListRequest) =>
  queryOptions({
    queryKey: stopOperationKeys.list(request),
    queryFn: () =>
      api.get('/stop-operations', { query: { ...request }, schema: ZPage(ZStopOperationRecord) }),
  });

export function saveStopOperation(input: TStopOperationInput): Promise<TStopOperationRecord> {
  return input.id === undefined
    ? api.post('/stop-operations', input, { schema: ZStopOperationRecord })
    : api.put(`/stop-operations/${input.id}`, input, { schema: ZStopOperationRecord });
}

export function deleteStopOperation(id: number) {
  return api.delete(`/stop-operations/${id}`);
}
