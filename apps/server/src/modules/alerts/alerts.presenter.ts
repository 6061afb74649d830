import {
  formatMessage,
  isMessageKey,
  type TAlarm,
  type TLocale,
  type TNotification,
  type TNotificationType,
} from '@tramline/domain';
import type { TAlarmRow, TNotificationRow } from './alerts.repository';

const LIMIT_WORDS = {
  wind: 'limitWind',
  temperature: 'limitTemperature',
  humidity: 'limitHumidity',
  rain: 'limitRain',
  sun: 'limitSun',
} as const;

/** A stored message in the reader's language; `limits` holds limit names, written as words. */
export function writeMessage(key: string, params: Record<string, string | number>, locale: TLocale): string {
  if (!isMessageKey(key)) return key;
  const words = { ...params };
  if (typeof params.limits === 'string')
    words.limits = params.limits
      .split(',')
      .filter(Boolean)
      .map((limit) =>
        limit in LIMIT_WORDS ? formatMessage(LIMIT_WORDS[limit as keyof typeof LIMIT_WORDS], locale) : limit,
      )
      .join(', ');
  return formatMessage(key, locale, words);
}

/** What an alarm's ids are called: machine names and order tickets. */
export interface TAlarmNames {
  machines: ReadonlyMap<number, string>;
  tickets: ReadonlyMap<number, string>;
}

export function presentAlarm(row: TAlarmRow, locale: TLocale, names: TAlarmNames, now: Date): TAlarm {
  const end = row.endedAt ?? now;
  return {
    cdId: row.id,
    descAlarme: writeMessage(row.messageKey, row.messageParams, locale),
    vlAlarme: row.colour,
    fgClassificacao: row.alarmClass,
    cdEspecialAlarme: row.specialCode,
    cdEquipamento: row.equipmentId,
    descEquipamento: names.machines.get(row.equipmentId) ?? null,
    descOperador: row.operatorName,
    cdOrdemServico: row.workOrderId,
    vlOrdemServico: row.workOrderId === null ? null : (names.tickets.get(row.workOrderId) ?? null),
    duracao: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000)),
    dtHrLocal: row.startedAt.toISOString(),
    dtHrFim: row.endedAt?.toISOString() ?? null,
    fgOnline: row.endedAt === null ? 1 : 0,
    latitude: row.latitude,
    longitude: row.longitude,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: row.acknowledgedByName,
    acknowledgeNote: row.acknowledgeNote,
  };
}

/** The schedule day a forecast change asks to re-plan; null for other notifications. */
function linkOf(row: TNotificationRow): string | null {
  if (row.type !== 'forecastChanged') return null;
  const query = new URLSearchParams({
    date: String(row.messageParams.date),
    group: String(row.messageParams.group),
  });
  return `/orders?${query.toString()}`;
}

export function presentNotification(row: TNotificationRow, read: boolean, locale: TLocale): TNotification {
  return {
    id: row.id,
    type: row.type as TNotificationType,
    message: writeMessage(row.messageKey, row.messageParams, locale),
    cdOrdemServico: row.workOrderId,
    planejamentoId: row.planId,
    link: linkOf(row),
    createdAt: row.createdAt.toISOString(),
    read,
  };
}
