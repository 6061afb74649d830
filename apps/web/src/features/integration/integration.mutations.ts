import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZIntegrationSettings,
  ZMapping,
  ZSaveWorkOrdersResult,
  ZSyncResult,
  type TIntegrationSettingsInput,
  type TMappingInput,
} from '@tramline/domain';
import { api } from '../../api';
import { integrationKeys } from './integration.queries';

/** Every write of the integration makes its rows, mappings, log and settings stale. */
function useIntegrationMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

export const useSaveSettings = () =>
  useIntegrationMutation((input: TIntegrationSettingsInput) =>
    api.put('/integration/settings', input, { schema: ZIntegrationSettings }),
  );

export const useTestConnection = () =>
  useIntegrationMutation(() =>
    api.post('/integration/settings/test', undefined, {
      schema: z.object({ ok: z.boolean(), message: z.string().nullable() }),
    }),
  );

export const useSyncNow = () =>
  useIntegrationMutation(() => api.post('/integration/sync', undefined, { schema: ZSyncResult }));

export const useSaveWorkOrders = () =>
  useIntegrationMutation((input: { ticketnumber?: string; force_updates?: boolean }) =>
    api.post('/blendtickets/integrate', input, { schema: ZSaveWorkOrdersResult }),
  );

export const useSetMapping = () =>
  useIntegrationMutation((input: TMappingInput) =>
    api.post('/integration/mappings', input, { schema: ZMapping }),
  );

export const useIgnoreProduct = () =>
  useIntegrationMutation((input: { erpCode: string; ignored: boolean }) =>
    api.post('/integration/ignored-products', input, { schema: ZMapping }),
  );

export const useSetPendency = () =>
  useIntegrationMutation((input: { id: number; pendency: 'A' | 'C' }) =>
    api.post(`/blendtickets/status/${input.id}/${input.pendency}`, undefined),
  );
