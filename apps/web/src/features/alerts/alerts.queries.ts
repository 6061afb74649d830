import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ZAlarm,
  ZAlarmBell,
  ZAlertPreferences,
  ZNotification,
  ZNotificationCount,
  ZPage,
  type TAlertPreferences,
  type TNotificationType,
} from '@tramline/domain';
import { api, type TPageRequest } from '../../api';

/** The /alerts filters as the list call takes them. */
export interface TAlarmFilters {
  from?: string;
  to?: string;
  cdEspecialAlarme?: number;
  cdEquipamento?: number;
  cdOrdemServico?: number;
  open?: boolean;
  acknowledged?: boolean;
}

export interface TNotificationFilters {
  read?: boolean;
  type?: TNotificationType;
}

export const alertKeys = {
  all: ['alerts'] as const,
  bell: ['alerts', 'bell'] as const,
  alarms: (request: TPageRequest, filters: TAlarmFilters) => ['alerts', 'alarms', request, filters] as const,
  notifications: (request: TPageRequest, filters: TNotificationFilters) =>
    ['alerts', 'notifications', request, filters] as const,
};

export const alarmBellQuery = () =>
  queryOptions({
    queryKey: alertKeys.bell,
    queryFn: () => api.get('/alarmes/sino', { schema: ZAlarmBell }),
  });

export const alarmsListQuery = (request: TPageRequest, filters: TAlarmFilters) =>
  queryOptions({
    queryKey: alertKeys.alarms(request, filters),
    queryFn: () =>
      api.get('/alarmes', {
        query: { ...request, fgClassificacao: filters.cdEspecialAlarme ? 13 : undefined, ...filters },
        schema: ZPage(ZAlarm),
      }),
  });

export const notificationsListQuery = (request: TPageRequest, filters: TNotificationFilters) =>
  queryOptions({
    queryKey: alertKeys.notifications(request, filters),
    queryFn: () =>
      api.get('/notificacoes', { query: { ...request, ...filters }, schema: ZPage(ZNotification) }),
  });

export function acknowledgeAlarms(ids: number[], note: string) {
  return api.post('/alarmes/reconhecer', { ids, note: note || undefined }, { schema: z.array(ZAlarm) });
}

export function markNotifications(ids: number[], read: boolean) {
  return api.post('/notificacoes/lidas', { ids, read }, { schema: ZNotificationCount });
}

export const alertChoicesQuery = () =>
  queryOptions({
    queryKey: [...alertKeys.all, 'choices'] as const,
    queryFn: () => api.get('/alertas/preferencias', { schema: ZAlertPreferences }),
  });

export function saveAlertChoices(choices: TAlertPreferences) {
  return api.put('/alertas/preferencias', choices, { schema: ZAlertPreferences });
}
