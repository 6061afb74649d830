import { queryOptions } from '@tanstack/react-query';
import { ZFleetNow, ZTrailCollection } from '@tramline/domain';
import { api } from '../../api';

export const monitoringKeys = {
  all: ['monitoring'] as const,
  fleet: (unit: number) => ['monitoring', 'fleet', unit] as const,
  trails: (owner: string, unit: number, date: string) => ['monitoring', 'trails', owner, unit, date] as const,
};

/** Every machine of the branch now (`GET /monitoring/fleet`). */
export const fleetQuery = (unit: number) =>
  queryOptions({
    queryKey: monitoringKeys.fleet(unit),
    queryFn: () => api.get('/monitoring/fleet', { schema: ZFleetNow }),
  });

/** The branch's trails of a day (`POST /v4/ordem-servico/rastro/v2/{client}/{branch}`). */
export const dayTrailsQuery = (owner: string, unit: number, date: string) =>
  queryOptions({
    queryKey: monitoringKeys.trails(owner, unit, date),
    queryFn: () =>
      api.post(
        `/v4/ordem-servico/rastro/v2/${encodeURIComponent(owner)}/${unit}`,
        { dtInicio: date },
        { schema: ZTrailCollection },
      ),
  });
