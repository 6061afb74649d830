import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSimulatorRun, type TSimulatorStartInput } from '@tramline/domain';
import { api } from '../../api';
import { simulatorKeys } from './simulator.queries';

function startRun(input: TSimulatorStartInput) {
  return api.post('/simulator/runs', input, { schema: ZSimulatorRun });
}

function stopRun(id: number) {
  return api.post(`/simulator/runs/${id}/stop`, undefined, { schema: ZSimulatorRun });
}

function useInvalidateRuns() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: simulatorKeys.all });
}

/** Starts a run; the run list is read again. */
export function useStartRun() {
  const invalidate = useInvalidateRuns();
  return useMutation({ mutationFn: startRun, onSuccess: invalidate });
}

/** Stops a run where it is; the run list is read again. */
export function useStopRun() {
  const invalidate = useInvalidateRuns();
  return useMutation({ mutationFn: stopRun, onSuccess: invalidate });
}
