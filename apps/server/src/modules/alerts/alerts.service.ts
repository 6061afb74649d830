import {
  ALARM_EVENT,
  BELL_ALARM_COUNT,
  can,
  NOTIFICATION_EVENT,
  NOTIFICATION_PERMISSIONS,
  type TAcknowledgeAlarms,
  type TAlarmBell,
  type TAlarmQuery,
  type TAlertPreferences,
  type TMarkNotifications,
  type TNotificationQuery,
  type TNotificationType,
} from '@tramline/domain';
import type { TDatabase } from '../../db/database';
import type { TAuth } from '../../http/auth-context';
import { AppError } from '../../http/errors';
import { pagedList } from '../../http/paged-list';
import type { TLiveHub, TLiveScope } from '../../live/live-hub';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TWorkOrdersService } from '../work-orders/work-orders.service';
import {
  createAlertsRepository,
  type TAlarmInsert,
  type TAlarmRow,
  type TAlertScope,
  type TNotificationRow,
} from './alerts.repository';
import { presentAlarm, presentNotification, type TAlarmNames } from './alerts.presenter';

/** A branch of an owner as the engine and the notifier know it. */
export interface TBranchScope extends TLiveScope {
  ownerId: number;
}

/** Told about each alarm opened, for email and SMS. */
export type TAlarmListener = (scope: TBranchScope, alarm: TAlarmRow) => void;
/** Told about each notification added, for email. */
export type TNotificationListener = (scope: TBranchScope, notification: TNotificationRow) => void;

/** An auth for reads made on a branch's behalf (no user, no role), seeing the given locations. */
export function authOfBranch(scope: TBranchScope, locationIds: number[] = []): TAuth {
  return {
    sessionId: 0,
    userId: 0,
    login: 'system',
    ownerId: scope.ownerId,
    ownerCode: scope.ownerCode,
    unitId: scope.unitId,
    language: 'en-us',
    units: 'language',
    roles: [],
    permittedUnitIds: [scope.unitId],
    permittedLocationIds: locationIds,
    activeLocationIds: locationIds,
    expiresAt: new Date(8.64e15),
  };
}

/** How long a branch's location ids are reused by the engine and the notifier. */
const LOCATIONS_TTL_MS = 5 * 60_000;

/** Branch-wide auths (every location of the branch) for the engine's and the notifier's reads. */
export function createBranchAuths(tenancy: Pick<TTenancyService, 'repository'>) {
  const cache = new Map<string, { ids: number[]; at: number }>();
  return async (scope: TBranchScope): Promise<TAuth> => {
    const key = `${scope.ownerId}:${scope.unitId}`;
    let entry = cache.get(key);
    if (!entry || Date.now() - entry.at > LOCATIONS_TTL_MS) {
      entry = {
        ids: await tenancy.repository.locationIdsOfUnit(scope.ownerId, scope.unitId),
        at: Date.now(),
      };
      cache.set(key, entry);
    }
    return authOfBranch(scope, entry.ids);
  };
}
export type TBranchAuths = ReturnType<typeof createBranchAuths>;

/**
 * Alarms and notifications: the lists, acknowledging, read and unread, and the writes the engine
 * and the notifier make. Each change goes out on the owner's live topic; an order's `qtdAlertas`
 * follows its open alarms.
 */
export function createAlertsService(
  db: TDatabase,
  dependencies: { live: TLiveHub; equipment: TEquipmentService; workOrders: TWorkOrdersService },
  options: { now?: () => Date } = {},
) {
  const repository = createAlertsRepository(db);
  const now = options.now ?? (() => new Date());
  const alarmListeners: TAlarmListener[] = [];
  const notificationListeners: TNotificationListener[] = [];
  const scopeOf = (auth: TAuth): TAlertScope => ({ ownerId: auth.ownerId, unitId: auth.unitId });
  /** Notification types the caller's roles do not see (a forecast change is for the planners). */
  const hiddenTypesOf = (auth: TAuth) =>
    Object.entries(NOTIFICATION_PERMISSIONS)
      .filter(([, permission]) => !can(auth.roles, permission))
      .map(([type]) => type);

  async function machineNames(auth: TAuth, rows: readonly TAlarmRow[]): Promise<TAlarmNames> {
    const ids = [...new Set(rows.map((row) => row.equipmentId))];
    const orderIds = rows.flatMap((row) => (row.workOrderId === null ? [] : [row.workOrderId]));
    const [machines, tickets] = await Promise.all([
      dependencies.equipment.findMany(auth, ids),
      dependencies.workOrders.ticketsOf(auth, orderIds),
    ]);
    return { machines: new Map(machines.map((machine) => [machine.cdEquipamento, machine.name])), tickets };
  }

  /** Sets an order's alert count to its open alarms (the ranking reads it). */
  async function recount(ownerId: number, workOrderId: number | null) {
    if (workOrderId === null) return;
    const open = await repository.countOpenOfOrder(ownerId, workOrderId);
    await dependencies.workOrders.setScheduleFacts(ownerId, workOrderId, { alertCount: open });
  }

  function publishAlarm(scope: TLiveScope, row: TAlarmRow) {
    dependencies.live.publish(scope, ALARM_EVENT, {
      cdId: row.id,
      cdEquipamento: row.equipmentId,
      cdOrdemServico: row.workOrderId,
      cdEspecialAlarme: row.specialCode,
      fgOnline: row.endedAt === null ? 1 : 0,
      acknowledged: row.acknowledgedAt !== null,
      dtHrLocal: row.startedAt.toISOString(),
    });
  }

  return {
    repository,

    onAlarm(listener: TAlarmListener) {
      alarmListeners.push(listener);
    },

    onNotification(listener: TNotificationListener) {
      notificationListeners.push(listener);
    },

    /** `GET /alarmes`: the branch's alarms, newest first, filtered. */
    list(auth: TAuth, query: TAlarmQuery) {
      return pagedList(
        query,
        (window) => repository.listAlarms(scopeOf(auth), query, window),
        async (rows) => {
          const names = await machineNames(auth, rows);
          const at = now();
          return rows.map((row) => presentAlarm(row, auth.language, names, at));
        },
      );
    },

    /** `GET /alarmes/sino`: the latest open alarms nobody acknowledged, and how many there are. */
    async bell(auth: TAuth): Promise<TAlarmBell> {
      const { rows, total } = await repository.bell(scopeOf(auth), BELL_ALARM_COUNT);
      const names = await machineNames(auth, rows);
      const at = now();
      return { latest: rows.map((row) => presentAlarm(row, auth.language, names, at)), count: total };
    },

    /** `POST /alarmes/reconhecer`: acknowledges one alarm or many; an id not in the branch is a 404. */
    async acknowledge(auth: TAuth, command: TAcknowledgeAlarms) {
      const ids = [...new Set(command.ids)];
      const found = await repository.findAlarms(scopeOf(auth), ids);
      if (found.length < ids.length) {
        const missing = ids.find((id) => !found.some((row) => row.id === id));
        throw new AppError(404, 'alarmNotFound', { id: missing ?? 0 });
      }
      const rows = await repository.acknowledge(ids, {
        userId: auth.userId,
        name: auth.login,
        note: command.note || null,
        at: now(),
      });
      for (const row of rows) publishAlarm(auth, row);
      const names = await machineNames(auth, rows);
      const at = now();
      return rows.map((row) => presentAlarm(row, auth.language, names, at));
    },

    /** Opens an alarm unless one of its kind is open on the machine; answers the open one. */
    async raise(scope: TBranchScope, values: Omit<TAlarmInsert, 'ownerId' | 'unitId'>) {
      const row = await repository.openAlarm({ ...values, ownerId: scope.ownerId, unitId: scope.unitId });
      if (!row) return null;
      await recount(scope.ownerId, row.workOrderId);
      publishAlarm(scope, row);
      for (const listener of alarmListeners) listener(scope, row);
      return row;
    },

    /** Closes an open alarm at `at`: its duration stays. */
    async clear(scope: TBranchScope, alarmId: number, at: Date) {
      const row = await repository.closeAlarm(alarmId, at);
      if (!row) return null;
      await recount(scope.ownerId, row.workOrderId);
      publishAlarm(scope, row);
      return row;
    },

    /** Adds a notification for the branch's users (once per `onceKey`) and tells them live. */
    async notify(
      scope: TBranchScope,
      notification: {
        type: TNotificationType;
        messageKey: string;
        params?: Record<string, string | number>;
        workOrderId?: number | null;
        planId?: number | null;
        onceKey?: string | null;
      },
    ) {
      const row = await repository.addNotification({
        ownerId: scope.ownerId,
        unitId: scope.unitId,
        type: notification.type,
        messageKey: notification.messageKey,
        messageParams: notification.params ?? {},
        workOrderId: notification.workOrderId ?? null,
        planId: notification.planId ?? null,
        onceKey: notification.onceKey ?? null,
        createdAt: now(),
      });
      if (row) {
        dependencies.live.publish(scope, NOTIFICATION_EVENT, { id: row.id, type: row.type });
        for (const listener of notificationListeners) listener(scope, row);
      }
      return row;
    },

    /** `GET /notificacoes`: the branch's notifications with the caller's read flag. */
    notifications(auth: TAuth, query: TNotificationQuery) {
      return pagedList(
        query,
        (window) =>
          repository.listNotifications(scopeOf(auth), auth.userId, query, window, hiddenTypesOf(auth)),
        (rows) => rows.map((row) => presentNotification(row.notification, row.read, auth.language)),
      );
    },

    async unreadCount(auth: TAuth) {
      const { total } = await repository.listNotifications(
        scopeOf(auth),
        auth.userId,
        { read: false },
        { limit: 1, offset: 0 },
        hiddenTypesOf(auth),
      );
      return { unread: total };
    },

    /** `GET /alertas/preferencias`: the caller's email and SMS choices. */
    async preferences(auth: TAuth): Promise<TAlertPreferences> {
      const [row] = await repository.preferencesOf([auth.userId]);
      return {
        emailAlarmCodes: row?.emailAlarmCodes ?? [],
        smsAlarmCodes: row?.smsAlarmCodes ?? [],
        emailNotificationTypes: (row?.emailNotificationTypes ??
          []) as TAlertPreferences['emailNotificationTypes'],
      };
    },

    async savePreferences(auth: TAuth, values: TAlertPreferences): Promise<TAlertPreferences> {
      await repository.savePreferences({ userId: auth.userId, ownerId: auth.ownerId, ...values });
      return this.preferences(auth);
    },

    /** `POST /notificacoes/lidas`: read or unread again, for the caller only. */
    async mark(auth: TAuth, command: TMarkNotifications) {
      const ids = [...new Set(command.ids)];
      const found = await repository.findNotificationIds(scopeOf(auth), ids);
      if (found.length < ids.length) throw new AppError(404, 'notFound');
      await repository.markRead(auth.userId, found, command.read);
      return this.unreadCount(auth);
    },
  };
}

export type TAlertsService = ReturnType<typeof createAlertsService>;
