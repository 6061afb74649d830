import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZPageQuery } from '../paging';
import type { TPermission } from '../roles';

/** The alarm class of the special alarms the server raises itself (spec part 2 §9). */
export const ALARM_CLASS_SPECIAL = 13;

/** Class 13 special codes (spec part 2 §9). */
export const SPECIAL_ALARM = {
  /** Applying (boom or a section on) outside every field of the machine's current order. */
  wrongField: 1,
  /** Applying while the weather at the machine breaks a product's label limits. */
  labelWeather: 2,
  /** Stopped for N minutes. */
  stopped: 3,
  /** Left the order's fields before completing it. */
  leftFields: 4,
} as const;
export type TSpecialAlarmCode = (typeof SPECIAL_ALARM)[keyof typeof SPECIAL_ALARM];
export const SPECIAL_ALARM_CODES = Object.values(SPECIAL_ALARM) as TSpecialAlarmCode[];

/** Display colour of each special alarm (`vlAlarme`). */
export const SPECIAL_ALARM_COLOURS: Record<TSpecialAlarmCode, string> = {
  1: '#e03131',
  2: '#f08c00',
  3: '#1971c2',
  4: '#e8590c',
};

/** Minutes a machine may stand still before code 3, when no stop operation says otherwise. */
export const DEFAULT_STOPPED_MINUTES = 10;
/** The web refetches alarms this long after a live alarm event (spec part 2 §9). */
export const ALARM_REFETCH_MS = 500;
/** The bell shows this many alarms (spec part 2 §9). */
export const BELL_ALARM_COUNT = 3;
/** Live event carrying alarm changes on the owner's topic. */
export const ALARM_EVENT = 'alarm';
/** Live event carrying new notifications. */
export const NOTIFICATION_EVENT = 'notification';

/**
 * Notification types (spec part 2 §3, plus those issue 17 adds; `forecastChanged` from issue 18:
 * a new forecast closed windows a plan of today or tomorrow relies on).
 */
export const NOTIFICATION_TYPES = [
  'lateWorkOrder',
  'canceledWorkOrder',
  'scheduleSent',
  'optimisationFinished',
  'optimisationFailed',
  'pendingIntegration',
  'forecastChanged',
] as const;
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);
export type TNotificationType = z.infer<typeof ZNotificationType>;

/** Notification types only users with a permission see (the others go to the whole branch). */
export const NOTIFICATION_PERMISSIONS: Partial<Record<TNotificationType, TPermission>> = {
  forecastChanged: 'planning.plan',
};

/** Live event telling a branch that a new forecast closed windows of a plan (issue 18). */
export const FORECAST_CHANGED_EVENT = 'forecast-changed';

/** The `forecast-changed` event: one machine's plan of a day with orders now outside their windows. */
export const ZForecastChangedEvent = z.object({
  planejamentoId: z.number().int(),
  configuracaoId: z.number().int(),
  equipamentoId: z.number().int(),
  /** The branch of the plan. */
  unitId: z.number().int(),
  /** The plan's date (the branch's calendar). */
  referencia: z.iso.date(),
  ordensId: z.array(z.number().int()),
  /** The orders' tickets as people read them (`#1234`), in the order of `ordensId`. */
  tickets: z.array(z.string()),
});
export type TForecastChangedEvent = z.infer<typeof ZForecastChangedEvent>;

/** An alarm as the web reads it (spec part 2 §3, Alarm). */
export const ZAlarm = z.object({
  cdId: z.number().int(),
  /** The alarm's text in the caller's language. */
  descAlarme: z.string(),
  /** Display colour. */
  vlAlarme: z.string(),
  fgClassificacao: z.number().int(),
  cdEspecialAlarme: z.number().int().nullable(),
  cdEquipamento: z.number().int(),
  descEquipamento: z.string().nullable(),
  descOperador: z.string().nullable(),
  cdOrdemServico: z.number().int().nullable(),
  /** The order's ticket, what a person calls it (null without an order). */
  vlOrdemServico: z.string().nullable(),
  /** Seconds from the start to the end (or to now while open). */
  duracao: z.number().int(),
  /** Start, ISO instant. */
  dtHrLocal: z.string(),
  dtHrFim: z.string().nullable(),
  /** 1 while the condition lasts, 0 once it ended. */
  fgOnline: z.union([z.literal(0), z.literal(1)]),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  acknowledgeNote: z.string().nullable(),
});
export type TAlarm = z.infer<typeof ZAlarm>;

const ZFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean(),
);

/** `GET /alarmes`: the list conventions plus the alarm filters. */
export const ZAlarmQuery = ZPageQuery.extend({
  /** Instants, inclusive. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  fgClassificacao: z.coerce.number().int().min(0).max(99).optional(),
  cdEspecialAlarme: z.coerce.number().int().min(0).max(99).optional(),
  cdEquipamento: ZIdText.optional(),
  cdOrdemServico: ZIdText.optional(),
  /** true: only open (fgOnline 1); false: only ended. */
  open: ZFlag.optional(),
  /** true: only acknowledged; false: only not yet acknowledged. */
  acknowledged: ZFlag.optional(),
});
export type TAlarmQuery = z.infer<typeof ZAlarmQuery>;

/** `POST /alarmes/reconhecer`: acknowledge one alarm or many with one note. */
export const ZAcknowledgeAlarms = z.object({
  ids: z.array(ZId).min(1).max(500),
  note: z.string().trim().max(500).optional(),
});
export type TAcknowledgeAlarms = z.infer<typeof ZAcknowledgeAlarms>;

/** `GET /alarmes/sino`: the bell's latest alarms and the count of open, unacknowledged ones. */
export const ZAlarmBell = z.object({ latest: z.array(ZAlarm), count: z.number().int() });
export type TAlarmBell = z.infer<typeof ZAlarmBell>;

export const ZNotification = z.object({
  id: z.number().int(),
  type: ZNotificationType,
  /** The text in the caller's language. */
  message: z.string(),
  cdOrdemServico: z.number().int().nullable(),
  planejamentoId: z.number().int().nullable(),
  /** Where the notification leads in the app (the schedule day to re-plan), or null. */
  link: z.string().nullable().optional(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationQuery = ZPageQuery.extend({
  read: ZFlag.optional(),
  type: ZNotificationType.optional(),
});
export type TNotificationQuery = z.infer<typeof ZNotificationQuery>;

/** `POST /notificacoes/lidas`: mark notifications read (or unread again) for the caller. */
export const ZMarkNotifications = z.object({
  ids: z.array(ZId).min(1).max(500),
  read: z.boolean().default(true),
});
export type TMarkNotifications = z.infer<typeof ZMarkNotifications>;

export const ZNotificationCount = z.object({ unread: z.number().int() });

/** `GET|PUT /alertas/preferencias`: which alerts reach the caller by email or SMS. */
export const ZAlertPreferences = z.object({
  emailAlarmCodes: z.array(z.number().int().min(1).max(4)).max(4),
  smsAlarmCodes: z.array(z.number().int().min(1).max(4)).max(4),
  emailNotificationTypes: z.array(ZNotificationType).max(NOTIFICATION_TYPES.length),
});
export type TAlertPreferences = z.infer<typeof ZAlertPreferences>;
