import { z } from 'zod';
import {
  ZPlanningSettings,
  ZProcessStarted,
  type TAllocateOrder,
  type TMoveOrder,
  type TOptimiseRequest,
  type TPlanKind,
  type TPlanningSettingsInput,
} from '@tramline/domain';
import { api, ApiError } from '../../api';
import { PLANNING, ZJobStatus } from './schedule.queries';

/** The planning calls that change something (spec part 1 §7); reads live in `schedule.queries.ts`. */

export const startOptimisation = (request: TOptimiseRequest) =>
  api.post(`${PLANNING}/add-ordens-otimizando-equipamentos`, request, { schema: ZProcessStarted });

/** Re-plans the group's running day from now; the job's result is a proposal with its difference. */
export const startReplan = (request: {
  data: string;
  configuracaoId: number;
  equipamentosParados: number[];
}) => api.post(`${PLANNING}/re-otimizar-a-partir-de-agora`, request, { schema: ZProcessStarted });

/** Writes a finished re-plan's proposal as custom plans. */
export const acceptReplan = (request: { processHash: string; confirmSent?: boolean }) =>
  api.post(`${PLANNING}/re-otimizar-a-partir-de-agora/aceitar`, request, { schema: z.unknown() });

export const cancelOptimisation = (processHash: string) =>
  api.put(`${PLANNING}/status-otimizacao/cancela/`, { processHash });

/** Puts orders on a machine's day; `fromOptimised` creates the custom plan from the optimised one. */
export const allocateOrders = (request: TAllocateOrder, fromOptimised = false) =>
  api.post(`${PLANNING}/alocar-ordem${fromOptimised ? '/cria-apartir-automatico' : ''}`, request, {
    schema: z.unknown(),
  });

/**
 * Moves one order from a machine's day to another machine's day of the same date in one change;
 * `fromOptimised` makes the target's custom plan from its optimised one.
 */
export const moveOrder = (request: TMoveOrder, fromOptimised = false) =>
  api.post(`${PLANNING}/mover-ordem${fromOptimised ? '/cria-apartir-automatico' : ''}`, request, {
    schema: z.unknown(),
  });

export const removeOrder = (request: {
  planejamentoId: number;
  ordemId: number;
  version: number;
  confirmSent?: boolean;
}) => api.post(`${PLANNING}/remover-ordem`, request);

/** Save-sequence progress check (spec part 1 §9). */
export const SEQUENCE_POLL_MS = 3_000;
const SEQUENCE_WAIT_LIMIT_MS = 5 * 60_000;

/** Waits for a save-sequence job; a failed one throws its message like a refused call. */
export async function waitForJob(processHash: string, pollMs = SEQUENCE_POLL_MS): Promise<void> {
  const deadline = Date.now() + SEQUENCE_WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    const job = await api.get(`${PLANNING}/status-otimizacao/${processHash}`, { schema: ZJobStatus });
    if (job.status === 'concluido') return;
    if (job.status === 'falhou')
      throw new ApiError(409, String(job.code ?? 'saveSequenceFailed'), job.message ?? '');
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new ApiError(0, 'timeout', '');
}

/** Saves a day's new sequence (a save-sequence job) and waits for it. */
export const saveSequence = async (request: {
  planejamentoId: number;
  version: number;
  itemIds: number[];
  confirmSent?: boolean;
}) => {
  const started = await api.put(`${PLANNING}/aceita-alteracoes/salva-sequencia`, request, {
    schema: ZProcessStarted,
  });
  await waitForJob(started.processHash);
};

export const saveCleanout = (request: {
  planejamentoId: number;
  version: number;
  posicao: number;
  confirmSent?: boolean;
}) => api.post(`${PLANNING}/manual/salvar-limpeza`, request);

export const removeCleanout = (query: {
  itemId: number;
  planejamentoId: number;
  version: number;
  confirmSent?: boolean;
}) => api.get(`${PLANNING}/manual/remover-limpeza`, { query });

export const confirmExtraOrder = (planejamentoId: number, ordemId: number) =>
  api.post(`${PLANNING}/confirma-ordem-extra`, { planejamentoId, ordemId });
export const undoExtraOrder = (planejamentoId: number, ordemId: number) =>
  api.post(`${PLANNING}/confirma-desfazer-ordem-extra`, { planejamentoId, ordemId });

export const createCustomFromOptimised = (request: {
  referencia: string;
  configuracaoId: number;
  equipamentoId: number;
  version?: number;
  confirmSent?: boolean;
}) => api.post(`${PLANNING}/cria-apartir-automatico`, request);

export const revertPlan = (query: {
  referencia: string;
  configuracaoId: number;
  equipamentoId: number;
  version?: number;
  confirmSent?: boolean;
}) => api.get(`${PLANNING}/reverter`, { query });

export const activateVersion = (query: {
  referencia: string;
  configuracaoId: number;
  equipamentoId: number;
  tipo: TPlanKind;
}) => api.get(`${PLANNING}/versao/ativar`, { query });

export const rescheduleOrders = (request: {
  ordensId: number[];
  dataDesejada: string;
  configuracaoId: number;
  equipamentoId?: number;
  confirmSent?: boolean;
}) => api.put(`${PLANNING}/rescheduleV2`, request);

/** Clears machines' days (both versions) of a date: their orders become available again. */
export const clearMachineDays = (
  groupId: number,
  query: { ids: number[]; data: string; confirmSent?: boolean },
) =>
  api.delete(`${PLANNING}/${groupId}/equipamentos`, {
    query: { ids: query.ids.join(','), data: query.data, confirmSent: query.confirmSent },
  });

const orderOperation = (
  planId: number,
  orderId: number,
  action: 'cancelar' | 'resetar-status' | 'fechar',
  query?: Record<string, string | number | boolean>,
) => api.get(`${PLANNING}/${planId}/operacao-ordem/${orderId}/sgp/${action}`, { query });

export const cancelPlannedOrder = (planId: number, orderId: number) =>
  orderOperation(planId, orderId, 'cancelar');
export const resetPlannedOrder = (planId: number, orderId: number) =>
  orderOperation(planId, orderId, 'resetar-status');
export const closePlannedOrder = (
  planId: number,
  orderId: number,
  close: { termino: string; cleanEquipment: boolean; equipamentoId: number },
) => orderOperation(planId, orderId, 'fechar', close);

/**
 * Re-optimises one machine's custom day (`PUT /manual/otimizar`); answers a process hash. A day
 * already sent to the machine needs `confirmSent`.
 */
export const reoptimiseMachine = (query: {
  configuracaoId: number;
  referencia: string;
  equipamentoId: number;
  confirmSent?: boolean;
}) => api.put(`${PLANNING}/manual/otimizar`, undefined, { query, schema: ZProcessStarted });

/** The ISO 11783-10 TaskData of a machine's day, as a zip. */
export const downloadTaskData = (planId: number) => api.download(`${PLANNING}/${planId}/taskdata`);

/** One ticket as ISO 11783-10 TaskData (`GET /ordemservicos/{id}/taskdata`). */
export const downloadOrderTaskData = (orderId: number) => api.download(`/ordemservicos/${orderId}/taskdata`);

/** Sends a machine's day to it; with a reason, despite the label requirements it breaks. */
export const sendDay = (planId: number, overrideReason?: string) =>
  api.post(`${PLANNING}/enviar`, { planejamentoId: planId, ...(overrideReason ? { overrideReason } : {}) });

export const savePlanningSettings = (groupId: number, input: TPlanningSettingsInput) =>
  api.put(`${PLANNING}/configuracao/${groupId}/settings`, input, { schema: ZPlanningSettings });
