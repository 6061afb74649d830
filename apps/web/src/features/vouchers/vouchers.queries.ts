import { queryOptions } from '@tanstack/react-query';
import {
  ZPage,
  ZVoucherRecord,
  type TVoucherInput,
  type TVoucherRecord,
  type TVoucherStatus,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export type TVoucherListRequest = TPageRequest & { status?: TVoucherStatus };

export const voucherKeys = {
  all: ['vouchers'] as const,
  list: (request: TVoucherListRequest) => ['vouchers', 'list', request] as const,
};

export const vouchersListQuery = (request: TVoucherListRequest) =>
  queryOptions({
    queryKey: voucherKeys.list(request),
    queryFn: () => api.get('/vouchers', { query: { ...request }, schema: ZPage(ZVoucherRecord) }),
  });

export function saveVoucher(input: TVoucherInput): Promise<TVoucherRecord> {
  return input.id === undefined
    ? api.post('/vouchers', input, { schema: ZVoucherRecord })
    : api.put(`/vouchers/${input.id}`, input, { schema: ZVoucherRecord });
}

export function cancelVoucher(id: number) {
  return api.post(`/vouchers/${id}/cancel`, undefined, { schema: ZVoucherRecord });
}

export function deleteVoucher(id: number) {
  return api.delete(`/vouchers/${id}`);
}
