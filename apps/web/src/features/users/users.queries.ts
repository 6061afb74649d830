import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZLocation,
  ZPage,
  ZRegion,
  ZUserCreated,
  ZUserProfile,
  ZUserRecord,
  type TRole,
  type TUserInput,
  type TUserRecord,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

export type TUserListRequest = TPageRequest & { role?: TRole; cdUnidade?: number; cdLocation?: number[] };

export const userKeys = {
  all: ['users'] as const,
  list: (request: TUserListRequest) => ['users', 'list', request] as const,
  regions: ['users', 'regions'] as const,
  locations: (unitId: number) => ['users', 'locations', unitId] as const,
  profile: ['users', 'me'] as const,
};

export const usersListQuery = (request: TUserListRequest) =>
  queryOptions({
    queryKey: userKeys.list(request),
    queryFn: () => api.get('/usuarios', { query: { ...request }, schema: ZPage(ZUserRecord) }),
  });

/** The owner's regions, to grant them. */
export const regionsQuery = () =>
  queryOptions({
    queryKey: userKeys.regions,
    queryFn: () => api.get('/regionais', { schema: z.array(ZRegion) }),
    staleTime: 10 * 60_000,
  });

/** The caller's permitted locations of a branch. */
export const branchLocationsQuery = (unitId: number) =>
  queryOptions({
    queryKey: userKeys.locations(unitId),
    queryFn: () =>
      api.get('/localizacoes/all-simple-filter', { query: { unit: unitId }, schema: z.array(ZLocation) }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's own account. */
export const profileQuery = () =>
  queryOptions({
    queryKey: userKeys.profile,
    queryFn: () => api.get('/usuarios/me', { schema: ZUserProfile }),
  });

export function createUser(input: TUserInput) {
  return api.post('/usuarios', input, { schema: ZUserCreated });
}

export function updateUser(id: number, input: TUserInput): Promise<TUserRecord> {
  return api.put(`/usuarios/${id}`, input, { schema: ZUserRecord });
}

export function deleteUser(id: number) {
  return api.delete(`/usuarios/${id}`);
}
