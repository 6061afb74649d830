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
  ZPlanningJob,
  ZPlanningSettings,
  ZPlaceRecord,
  type TAvailableOrdersQuery,
  type TGroupWithEquipment,
  type TPlanKind,
} from '@tramline/domain';
import { api, isApiError } from '../../api';

/** Base of the planning calls (spec part 1 §7). */
export const PLANNING = '/planejamento-ordem-servico/v2';

/** Plan list refresh when not optimising (spec part 1 §9). */
export const PLAN_REFRESH_MS = 60_000;
/** Planning progress check by polling, the fallback of the live topic (spec part 1 §9). */
export const PROGRESS_POLL_MS = 60_000;

export type TAvailableFilter = Omit<
  TAvailableOrdersQuery,
  'page' | 'size' | 'sort' | 'search' | 'cdLocation'
>;

export const scheduleKeys = {
  all: ['schedule'] as const,
  groups: (date: string) => ['schedule', 'groups', date] as const,
  plans: (date: string, groupId: number, kind?: TPlanKind) =>
    ['schedule', 'plans', date, groupId, kind ?? 'active'] as const,
  summary: (date: string, groupId: number) => ['schedule', 'summary', date, groupId] as const,
  available: (request: object) => ['schedule', 'available', request] as const,
  availableCount: (filter: object) => ['schedule', 'availableCount', filter] as const,
  status: (hash: string) => ['schedule', 'status', hash] as const,
  sendLog: (date: string, equipmentId: number | null) =>
    ['schedule', 'sendLog', date, equipmentId ?? 0] as const,
  analysis: (orderId: number, date: string) => ['schedule', 'analysis', orderId, date] as const,
  revertPreview: (date: string, groupId: number, equipmentId: number, version: number) =>
    ['schedule', 'revertPreview', date, groupId, equipmentId, version] as const,
};

/** Groups from the fleet records, for as long as the planning call is not there. */
async function groupsFromFleet(): Promise<TGroupWithEquipment[]> {
  const [page, places] = await Promise.all([
    api.get('/config-proc-ordem-servico', {
      query: { size: 100, sort: 'id,asc' },
      schema: ZPage(ZEquipmentGroupSummary),
    }),
    api.get('/locais/all-by-unit', { schema: z.array(ZPlaceRecord) }).catch(() => []),
  ]);
  const groups = await Promise.all(
    page.content
      .filter((group) => group.active)
      .map((group) =>
        api.get(`/config-proc-ordem-servico/manage/${group.id}`, { schema: ZEquipmentGroupRecord }),
      ),
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
        warehouse: place
          ? { id: place.id, name: place.name, latitude: place.latitude, longitude: place.longitude }
          : null,
        hasPlan: false,
        sentAt: null,
      };
    }),
    tenders: group.tenderTrucks.map((tender) => ({
      equipamentoId: tender.cdEquipamento,
      name: tender.equipmentName,
      hasPlan: false,
    })),
  }));
}

/** The branch's equipment groups with their machines and plan state for a date. */
export const groupsQuery = (date: string) =>
  queryOptions({
    queryKey: scheduleKeys.groups(date),
    queryFn: async () => {
      try {
        return await api.get(`${PLANNING}/configuracoes-com-info-equipamento`, {
          query: { data: date },
          schema: z.array(ZGroupWithEquipment),
        });
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
    queryFn: () =>
      api.get(`${PLANNING}/_search`, {
        query: { data: date, configuracaoId: groupId, tipo: kind },
        schema: z.array(ZPlan),
      }),
  });

/**
 * The plan a revert of a machine's day would restore (`GET /reverter/previa`): the optimised plan a
 * custom one was made from, or the previous custom or optimised version. Keyed by the active plan's
 * version, so a change to the day asks again.
 */
export const revertPreviewQuery = (date: string, groupId: number, equipmentId: number, version: number) =>
  queryOptions({
    queryKey: scheduleKeys.revertPreview(date, groupId, equipmentId, version),
    queryFn: () =>
      api.get(`${PLANNING}/reverter/previa`, {
        query: { referencia: date, configuracaoId: groupId, equipamentoId: equipmentId },
        schema: ZPlan,
      }),
  });

/** The day's figures, optimised and custom side by side (`GET /resumo/por-dia/`). */
export const summaryQuery = (date: string, groupId: number) =>
  queryOptions({
    queryKey: scheduleKeys.summary(date, groupId),
    queryFn: () =>
      api.get(`${PLANNING}/resumo/por-dia/`, {
        query: { referencia: date, configuracaoId: groupId },
        schema: ZDaySummary,
      }),
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

/** What the schedule reads of a planning job: the domain's job, as the status poll answers it. */
export const ZJobStatus = ZPlanningJob.pick({
  processHash: true,
  status: true,
  progress: true,
  message: true,
  code: true,
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
      api.get(`${PLANNING}/log-auto-send/find-daily`, {
        query: { unitId, equipmentId, date },
        schema: z.array(ZAutoSendLogEntry),
      }),
  });

/** An order's day hour by hour against its products' limits (`GET /analise/{orderId}?data=`). */
export const orderAnalysisQuery = (orderId: number, date: string) =>
  queryOptions({
    queryKey: scheduleKeys.analysis(orderId, date),
    queryFn: () =>
      api.get(`${PLANNING}/analise/${orderId}`, { query: { data: date }, schema: z.array(ZHourVerdict) }),
  });

/** The days of a range, optimised and custom side by side (`GET /resumo/por-faixa`). */
export const summaryRangeQuery = (start: string, end: string, groupId: number) =>
  queryOptions({
    queryKey: ['schedule', 'summaryRange', start, end, groupId] as const,
    queryFn: () =>
      api.get(`${PLANNING}/resumo/por-faixa`, {
        query: { inicio: start, fim: end, configId: groupId },
        schema: z.array(ZDaySummary),
      }),
  });

/** The group's planning settings: weighting, vehicle and which weather limits to respect. */
export const planningSettingsQuery = (groupId: number) =>
  queryOptions({
    queryKey: ['schedule', 'settings', groupId] as const,
    queryFn: () => api.get(`${PLANNING}/configuracao/${groupId}/settings`, { schema: ZPlanningSettings }),
  });
