import { queryOptions } from '@tanstack/react-query';
import { ZDashboard, ZTelemetry } from '@tramline/domain';
import { api } from '../../api';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  day: (unit: number, day: string | null) => ['dashboard', 'day', unit, day] as const,
  telemetry: (machineId: number, from: string, to: string) =>
    ['dashboard', 'telemetry', machineId, from, to] as const,
};

/** The branch's day at a glance; today in the branch's zone without a day. Refreshed every minute. */
export const dashboardQuery = (unit: number, day: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.day(unit, day),
    queryFn: () => api.get('/dashboard', { query: day ? { day } : {}, schema: ZDashboard }),
    refetchInterval: 60_000,
  });

/** One machine's points between two instants, averaged per bucket by the server. */
export const telemetryQuery = (machineId: number, from: string, to: string) =>
  queryOptions({
    queryKey: dashboardKeys.telemetry(machineId, from, to),
    queryFn: () => api.get('/telemetry', { query: { machineId, from, to }, schema: ZTelemetry }),
  });
