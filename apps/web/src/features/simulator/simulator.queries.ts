import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSimulatorRun, type TSimulatorRun } from '@tramline/domain';
import { api } from '../../api';

export const simulatorKeys = {
  all: ['simulator'] as const,
  runs: ['simulator', 'runs'] as const,
};

/** While a run is going, its progress is read again this often. */
export const RUNS_POLL_MS = 2000;

/** The branch's runs, the latest first; polled while one is running. */
export const simulatorRunsQuery = () =>
  queryOptions({
    queryKey: simulatorKeys.runs,
    queryFn: () => api.get('/simulator/runs', { schema: z.array(ZSimulatorRun) }),
    refetchInterval: (query) =>
      (query.state.data as TSimulatorRun[] | undefined)?.some((run) => run.state === 'running')
        ? RUNS_POLL_MS
        : false,
  });
