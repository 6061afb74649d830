import { queryOptions } from '@tanstack/react-query';
import { ZLogPage, ZOrderPlanningLogPage, ZTripLogPage, type TLogType } from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

/** The log tabs and the call each reads. */
export const LOG_TABS = {
  generic: '/log',
  algorithm: '/log/log-algorithm',
  autoSend: '/log/log-auto-send',
} as const;
export type TLogTab = keyof typeof LOG_TABS | 'orderPlanning' | 'tenderTruck';

/** The `tipo` of `GET /log/download-log` for each tab that has a file. */
export const LOG_DOWNLOAD_TYPE: Partial<Record<TLogTab, TLogType>> = {
  generic: 'generic',
  algorithm: 'algorithm',
  autoSend: 'auto-send',
  orderPlanning: 'order-planning',
};

export interface TLogRange {
  dateInit?: string;
  dateEnd?: string;
}

export const logEntriesQuery = (tab: keyof typeof LOG_TABS, range: TLogRange) => (request: TPageRequest) =>
  queryOptions({
    queryKey: ['logs', tab, request, range] as const,
    queryFn: () => api.get(LOG_TABS[tab], { query: { ...request, ...range }, schema: ZLogPage }),
  });

export const orderPlanningLogQuery = (range: TLogRange) => (request: TPageRequest) =>
  queryOptions({
    queryKey: ['logs', 'orderPlanning', request, range] as const,
    queryFn: () =>
      api.get('/log/log-order-planning', { query: { ...request, ...range }, schema: ZOrderPlanningLogPage }),
  });

/** The trip log: loads dispatched from the yard to tender trucks, newest first. */
export const tenderTripLogQuery = (range: TLogRange) => (request: TPageRequest) =>
  queryOptions({
    queryKey: ['logs', 'tenderTruck', request, range] as const,
    queryFn: () =>
      api.get('/log/log-tender-truck', { query: { ...request, ...range }, schema: ZTripLogPage }),
  });

export const downloadLog = (tipo: TLogType, range: Required<TLogRange>) =>
  api.download('/log/download-log', { query: { tipo, ...range } });
