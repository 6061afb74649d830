import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAutoSendLogEntry,
  ZAvailableOrder,
  ZDaySummary,
  ZEquipmentGroupRecord,
  ZEquipmentGroupSummary,
  ZGroupWithEquipment,
  ZHourVerdict,
  ZPage,
  ZPlan,
  ZPlanningSettings,
  ZPlaceRecord,
  ZProcessStarted,
  type TAllocateOrder,
  type TAvailableOrdersQuery,
  type TGroupWithEquipment,
  type TOptimiseRequest,
  type TPlanKind,
  type TPlanningSettingsInput,
} from '@tramline/domain';
import { api, ApiError, isApiError } from '../../api';

/** Base of the planning calls (spec part 1 §7). */
export const PLANNING = '/planejamento-ordem-servico/v2';

/** Plan list refresh when not optimising (spec part 1 §9). */
export const PLAN_REFRESH_MS = 60_000;
/** Planning progress check by polling, the fallback of the live topic (spec part 1 §9). */
export const PROGRESS_POLL_MS = 60_000;

export type TAvailableFilter = Omit<TAvailableOrdersQuery, 'page' | 'size' | 'sort' | 'search' | 'cdLocation'>;

export const scheduleKeys = {
  all: ['schedule'] as const,
  groups: (date: string) => ['schedule', 'groups', date] as const,
  plans: (date: string, groupId: number, kind?: TPlanKind) => ['schedule', 'plans', date, groupId, kind ?? 'active'] as const,
  summary: (date: string, groupId: number) => ['schedule', 'summary', date, groupId] as const,
  available: (request: object) => ['schedule', 'available', request] as const,
  availableCount: (filter: object) => ['schedule', 'availableCount', filter] as const,
  status: (hash: string) => ['schedule', 'status', hash] as const,
  sendLog: (date: string, equipmentId: number | null) => ['schedule', 'sendLog', date, equipmentId ?? 0] as const,
  analysis: (orderId: number, date: string) => ['schedule', 'analysis', orderId, date] as const,
};

/** Groups from the fleet records, for as long as the planning call is not there. */
async function groupsFromFleet(): Promise<TGroupWithEquipment[]> {
  const [page, places] = await Promise.all([
    api.get('/config-proc-ordem-servico', { query: { size: 100, sort: 'id,asc' }, schema: ZPage(ZEquipmentGroupSummary) }),
    api.get('/locais/all-by-unit', { schema: z.array(ZPlaceRecord) }).catch(() => []),
  ]);
  const groups = await Promise.all(
    page.content.filter((group) => group.active).map((group) => api.get(`/config-proc-ordem-servico/manage/${group.id}`, { schema: ZEquipmentGroupRecord })),
  );
  return groups.map((group) => ({
    configuracaoId: group.id,
    configName: group.name,
    autoSend: group.autoSendLoads,
    autoSendHour: group.autoSendTime?.hour ?? null,
    hasWorkingHours: group.workingPeriods.length > 0,
    equipments: group.equipments.map((member) => {
      const place = places.find((candidate) => candidate.id === member.warehouseId);
      return {
        equipamentoId: member.cdEquipamento,
        name: member.equipmentName,
        equipmentType: member.equipmentType,
        warehouse: place ? { id: place.id, name: place.name, latitude: place.latitude, longitude: place.longitude } : null,
        hasPlan: false,
        sentAt: null,
      };
    }),
  }));
}

/** The branch's equipment groups with their machines and plan state for a date. */
export const groupsQuery = (date: string) =>
  queryOptions({
    queryKey: scheduleKeys.groups(date),
    queryFn: async () => {
      try {
        return await api.get(`${PLANNING}/configuracoes-com-info-equipamento`, { query: { data: date }, schema: z.array(ZGroupWithEquipment) });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return groupsFromFleet();
        throw error;
      }
    },
  });

/** The group's plans of a date (`GET /_search`); `kind` AUTOMATICO previews the optimised version. */
export const plansQuery = (date: string, groupId: number, kind?: TPlanKind) =>
  queryOptions({
    queryKey: scheduleKeys.plans(date, groupId, kind),
    queryFn: () => api.get(`${PLANNING}/_search`, { query: { data: date, configuracaoId: groupId, tipo: kind }, schema: z.array(ZPlan) }),
  });

/** The day's figures, optimised and custom side by side (`GET /resumo/por-dia/`). */
export const summaryQuery = (date: string, groupId: number) =>
  queryOptions({
    queryKey: scheduleKeys.summary(date, groupId),
    queryFn: () => api.get(`${PLANNING}/resumo/por-dia/`, { query: { referencia: date, configuracaoId: groupId }, schema: ZDaySummary }),
  });

export interface TAvailableRequest extends TAvailableFilter {
  page: number;
  size: number;
  sort: string;
  search?: string;
}

/** A page of orders that can go into the day (`POST /ordens-disponiveis`). */
export const availableOrdersQuery = (request: TAvailableRequest) =>
  queryOptions({
    queryKey: scheduleKeys.available(request),
    queryFn: () => api.post(`${PLANNING}/ordens-disponiveis`, request, { schema: ZPage(ZAvailableOrder) }),
  });

const ZCount = z.union([z.number(), z.object({ count: z.number() }).transform((value) => value.count)]);

/** How many orders are available (`POST /ordens-disponiveis/count`). */
export const availableCountQuery = (filter: TAvailableFilter) =>
  queryOptions({
    queryKey: scheduleKeys.availableCount(filter),
    queryFn: () => api.post(`${PLANNING}/ordens-disponiveis/count`, filter, { schema: ZCount }),
  });

export const ZJobStatus = z.object({
  processHash: z.string(),
  status: z.enum(['pendente', 'concluido', 'falhou']),
  progress: z.number(),
  message: z.string().nullable(),
  code: z.number().int().nullable(),
});

/** A job's status by its process hash (`GET /status-otimizacao/{code}`), the live topic's fallback. */
export const jobStatusQuery = (processHash: string) =>
  queryOptions({
    queryKey: scheduleKeys.status(processHash),
    queryFn: () => api.get(`${PLANNING}/status-otimizacao/${processHash}`, { schema: ZJobStatus }),
  });

/** The sends of a day (`GET log-auto-send/find-daily`). */
export const sendLogQuery = (date: string, unitId: number, equipmentId: number | null) =>
  queryOptions({
    queryKey: scheduleKeys.sendLog(date, equipmentId),
    queryFn: () =>
      api.get(`${PLANNING}/log-auto-send/find-daily`, { query: { unitId, equipmentId, date }, schema: z.array(ZAutoSendLogEntry) }),
  });

/** An order's day hour by hour against its products' limits (`GET /analise/{orderId}?data=`). */
export const orderAnalysisQuery = (orderId: number, date: string) =>
  queryOptions({
    queryKey: scheduleKeys.analysis(orderId, date),
    queryFn: () => api.get(`${PLANNING}/analise/${orderId}`, { query: { data: date }, schema: z.array(ZHourVerdict) }),
  });

// ------------------------------------------------------------------ changes

export const startOptimisation = (request: TOptimiseRequest) =>
  api.post(`${PLANNING}/add-ordens-otimizando-equipamentos`, request, { schema: ZProcessStarted });

export const cancelOptimisation = (processHash: string) => api.put(`${PLANNING}/status-otimizacao/cancela/`, { processHash });

/** Puts orders on a machine's day; `fromOptimised` creates the custom plan from the optimised one. */
export const allocateOrders = (request: TAllocateOrder, fromOptimised = false) =>
  api.post(`${PLANNING}/alocar-ordem${fromOptimised ? '/cria-apartir-automatico' : ''}`, request, { schema: z.unknown() });

export const removeOrder = (request: { planejamentoId: number; ordemId: number; version: number; confirmSent?: boolean }) =>
  api.post(`${PLANNING}/remover-ordem`, request);

/** Save-sequence progress check (spec part 1 §9). */
export const SEQUENCE_POLL_MS = 3_000;
const SEQUENCE_WAIT_LIMIT_MS = 5 * 60_000;

/** Waits for a save-sequence job; a failed one throws its message like a refused call. */
export async function waitForJob(processHash: string, pollMs = SEQUENCE_POLL_MS): Promise<void> {
  const deadline = Date.now() + SEQUENCE_WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const job = await api.get(`${PLANNING}/status-otimizacao/${processHash}`, { schema: ZJobStatus });
    if (job.status === 'concluido') return;
    if (job.status === 'falhou') throw new ApiError(409, String(job.code ?? 'saveSequenceFailed'), job.message ?? '');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new ApiError(0, 'timeout', '');
}

/** Saves a day's new sequence (a save-sequence job) and waits for it. */
export const saveSequence = async (request: { planejamentoId: number; version: number; itemIds: number[]; confirmSent?: boolean }) => {
  const started = await api.put(`${PLANNING}/aceita-alteracoes/salva-sequencia`, request, { schema: ZProcessStarted });
  await waitForJob(started.processHash);
};

export const saveCleanout = (request: { planejamentoId: number; version: number; posicao: number; confirmSent?: boolean }) =>
  api.post(`${PLANNING}/manual/salvar-limpeza`, request);

export const removeCleanout = (query: { itemId: number; planejamentoId: number; version: number; confirmSent?: boolean }) =>
  api.get(`${PLANNING}/manual/remover-limpeza`, { query });

export const confirmExtraOrder = (planejamentoId: number, ordemId: number) => api.post(`${PLANNING}/confirma-ordem-extra`, { planejamentoId, ordemId });
export const undoExtraOrder = (planejamentoId: number, ordemId: number) =>
  api.post(`${PLANNING}/confirma-desfazer-ordem-extra`, { planejamentoId, ordemId });

export const createCustomFromOptimised = (request: { referencia: string; configuracaoId: number; equipamentoId: number; version?: number; confirmSent?: boolean }) =>
  api.post(`${PLANNING}/cria-apartir-automatico`, request);

export const revertPlan = (query: { referencia: string; configuracaoId: number; equipamentoId: number; version?: number }) =>
  api.get(`${PLANNING}/reverter`, { query });

export const activateVersion = (query: { referencia: string; configuracaoId: number; equipamentoId: number; tipo: TPlanKind }) =>
  api.get(`${PLANNING}/versao/ativar`, { query });

export const rescheduleOrders = (request: { ordensId: number[]; dataDesejada: string; configuracaoId: number; equipamentoId?: number }) =>
  api.put(`${PLANNING}/rescheduleV2`, request);

const orderOperation = (planId: number, orderId: number, action: 'cancelar' | 'resetar-status' | 'fechar', query?: Record<string, string | number | boolean>) =>
  api.get(`${PLANNING}/${planId}/operacao-ordem/${orderId}/sgp/${action}`, { query });

export const cancelPlannedOrder = (planId: number, orderId: number) => orderOperation(planId, orderId, 'cancelar');
export const resetPlannedOrder = (planId: number, orderId: number) => orderOperation(planId, orderId, 'resetar-status');
export const closePlannedOrder = (planId: number, orderId: number, close: { termino: string; cleanEquipment: boolean; equipamentoId: number }) =>
  orderOperation(planId, orderId, 'fechar', close);

/** Re-optimises one machine's custom day (`PUT /manual/otimizar`); answers a process hash. */
export const reoptimiseMachine = (query: { configuracaoId: number; referencia: string; equipamentoId: number }) =>
  api.put(`${PLANNING}/manual/otimizar`, undefined, { query, schema: ZProcessStarted });

/** The ISO 11783-10 TaskData of a machine's day, as a zip. */
export const downloadTaskData = (planId: number) => api.download(`${PLANNING}/${planId}/taskdata`);

/** One ticket as ISO 11783-10 TaskData (`GET /ordemservicos/{id}/taskdata`). */
export const downloadOrderTaskData = (orderId: number) => api.download(`/ordemservicos/${orderId}/taskdata`);

/** Sends a machine's day to it. */
export const sendDay = (planId: number) => api.post(`${PLANNING}/enviar`, { planejamentoId: planId });

/** The days of a range, optimised and custom side by side (`GET /resumo/por-faixa`). */
export const summaryRangeQuery = (start: string, end: string, groupId: number) =>
  queryOptions({
    queryKey: ['schedule', 'summaryRange', start, end, groupId] as const,
    queryFn: () => api.get(`${PLANNING}/resumo/por-faixa`, { query: { inicio: start, fim: end, configId: groupId }, schema: z.array(ZDaySummary) }),
  });

/** The group's planning settings: weighting, vehicle and which weather limits to respect. */
export const planningSettingsQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['schedule', 'settings', groupId] as const,
    queryFn: () => api.get(`${PLANNING}/configuracao/${groupId}/settings`, { schema: ZPlanningSettings }),
  });

export const savePlanningSettings = (groupId: number, input: TPlanningSettingsInput) =>
  api.put(`${PLANNING}/configuracao/${groupId}/settings`, input, { schema: ZPlanningSettings });
