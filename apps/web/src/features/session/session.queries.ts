import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZActiveLocations,
  ZActiveLocationsSaved,
  ZOwnerSettings,
  ZSupportContact,
  ZUnit,
  type TOwnerSettings,
} from '@tramline/domain';
import { api } from '../../api';

export type { TOwnerSettings };

export const sessionKeys = {
  all: ['session'] as const,
  units: (userId: number) => ['session', userId, 'units'] as const,
  activeLocations: (userId: number, unit: number) => ['session', userId, 'activeLocations', unit] as const,
  ownerSettings: (owner: string) => ['session', 'owner', owner] as const,
  supportContact: (login: string) => ['session', 'support', login] as const,
};

/** The branches the user may work in. */
export const unitsQuery = (userId: number) =>
  queryOptions({
    queryKey: sessionKeys.units(userId),
    queryFn: () => api.get('/usuario/unidades', { schema: z.array(ZUnit) }),
    staleTime: 10 * 60_000,
  });

/** Permitted locations of the active branch and which of them are active. */
export const activeLocationsQuery = (userId: number, unit: number) =>
  queryOptions({
    queryKey: sessionKeys.activeLocations(userId, unit),
    queryFn: () => api.get('/activeLocation', { schema: ZActiveLocations }),
    staleTime: 10 * 60_000,
  });

export const ownerSettingsQuery = (owner: string) =>
  queryOptions({
    queryKey: sessionKeys.ownerSettings(owner),
    queryFn: () => api.get('/owner/settings', { schema: ZOwnerSettings }),
    staleTime: 30 * 60_000,
  });

/** The e-mail support replies go to. */
export const supportContactQuery = (login: string) =>
  queryOptions({
    queryKey: sessionKeys.supportContact(login),
    queryFn: () => api.get(`/usuario/${encodeURIComponent(login)}`, { schema: ZSupportContact }),
    staleTime: 30 * 60_000,
  });

export function saveActiveLocations(locations: number[]) {
  return api.post('/activeLocation', { locations }, { schema: ZActiveLocationsSaved });
}
