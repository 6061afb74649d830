import { queryOptions } from '@tanstack/react-query';
import {
  ZInviteAccepted,
  ZInviteDetail,
  ZInviteRecord,
  ZPage,
  type TInviteAcceptance,
  type TInviteInput,
  type TInviteStatus,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export type TInviteListRequest = TPageRequest & { status?: TInviteStatus };

export const inviteKeys = {
  all: ['invites'] as const,
  list: (request: TInviteListRequest) => ['invites', 'list', request] as const,
  detail: (owner: string, hash: string) => ['invites', 'link', owner, hash] as const,
};

export const invitesListQuery = (request: TInviteListRequest) =>
  queryOptions({
    queryKey: inviteKeys.list(request),
    queryFn: () => api.get('/invites', { query: { ...request }, schema: ZPage(ZInviteRecord) }),
  });

/** The invite a link points at (public). */
export const inviteDetailQuery = (owner: string, hash: string) =>
  queryOptions({
    queryKey: inviteKeys.detail(owner, hash),
    queryFn: () =>
      api.get(`/invite/${encodeURIComponent(hash)}`, { query: { owner }, schema: ZInviteDetail }),
    retry: false,
    staleTime: Infinity,
  });

export function createInvite(input: TInviteInput) {
  return api.post('/invites', input, { schema: ZInviteRecord });
}

/** A new link; the old one stops working. Emailed when `send`. */
export function reissueInviteLink(id: number, send: boolean) {
  return api.post(`/invites/${id}/link`, { send }, { schema: ZInviteRecord });
}

export function setInviteActive(id: number, active: boolean) {
  return api.post(`/invites/${id}/${active ? 'enable' : 'disable'}`, undefined, { schema: ZInviteRecord });
}

export function deleteInvite(id: number) {
  return api.delete(`/invites/${id}`);
}

export function acceptInvite(hash: string, input: TInviteAcceptance) {
  return api.post(`/invite/${encodeURIComponent(hash)}/accept`, input, { schema: ZInviteAccepted });
}
