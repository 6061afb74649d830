import { queryOptions } from '@tanstack/react-query';
import {
  ZEmployeeRecord,
  ZPage,
  ZRobotCoverageLayer,
  ZRobotExecution,
  ZRobotExecutionInfo,
  ZRobotLine,
  ZRobotLink,
  ZRobotWorkOrder,
  type TRobotLinkInput,
} from '@tramline/domain';
import { z } from 'zod';
import { api, type TPageRequest } from '../../api';

export interface TRobotOrderFilters {
  status?: number;
  startDate?: string;
  endDate?: string;
}

/** `GET /robo/ordemservico`: orders of robot groups with their links. */
export const robotOrdersQuery = (filters: TRobotOrderFilters) => (request: TPageRequest) =>
  queryOptions({
    queryKey: ['robot', 'orders', request, filters] as const,
    queryFn: () =>
      api.get('/robo/ordemservico', {
        query: { ...request, ...filters },
        schema: ZPage(ZRobotWorkOrder),
      }),
  });

/** `POST /sgp-api/v2/{clientId}`: the branch's executions of some days. */
export const robotExecutionsQuery = (client: string, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: ['robot', 'executions', client, startDate, endDate] as const,
    queryFn: () =>
      api.post(`/sgp-api/v2/${client}`, { startDate, endDate }, { schema: z.array(ZRobotExecution) }),
  });

export const executionInfoQuery = (id: string) =>
  queryOptions({
    queryKey: ['robot', 'execution', id, 'info'] as const,
    queryFn: () =>
      api.get(`/v3/missao-execucao/relatorio-aplicacao/info/${id}`, { schema: ZRobotExecutionInfo }),
  });

export const executionLineQuery = (id: string) =>
  queryOptions({
    queryKey: ['robot', 'execution', id, 'line'] as const,
    queryFn: () => api.get(`/v3/linha/${id}/geojson`, { schema: ZRobotLine }),
  });

export const executionCoverageQuery = (id: string) =>
  queryOptions({
    queryKey: ['robot', 'execution', id, 'coverage'] as const,
    queryFn: () =>
      api.post(`/v4/robot-tile/pulverization-robot/report/${id}`, undefined, { schema: ZRobotCoverageLayer }),
  });

/** `GET /funcionario/cargo-robo`: the active robot managers who may sign. */
export const robotManagersQuery = () =>
  queryOptions({
    queryKey: ['robot', 'managers'] as const,
    queryFn: () => api.get('/funcionario/cargo-robo', { schema: z.array(ZEmployeeRecord) }),
  });

export const saveRobotLink = (input: TRobotLinkInput) =>
  api.post('/robo/ordemservico/link', input, { schema: ZRobotLink });
