import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TAlarmQuery, TNotificationQuery } from '@tramline/domain';
import type { TExecutor } from '../../db/database';
import type { TListWindow } from '../../http/paged-list';
import { alarms, alertPreferences, notificationReads, notifications } from './alerts.tables';

export type TAlarmRow = typeof alarms.$inferSelect;
export type TAlarmInsert = typeof alarms.$inferInsert;
export type TNotificationRow = typeof notifications.$inferSelect;
export type TNotificationInsert = typeof notifications.$inferInsert;
export type TAlertPreferencesRow = typeof alertPreferences.$inferSelect;

/** A branch of an owner: every read is scoped by both. */
export interface TAlertScope {
  ownerId: number;
  unitId: number;
}

function alarmFilters(scope: TAlertScope, query: Partial<TAlarmQuery>): SQL[] {
  const where: SQL[] = [eq(alarms.ownerId, scope.ownerId), eq(alarms.unitId, scope.unitId)];
  if (query.from) where.push(gte(alarms.startedAt, new Date(query.from)));
  if (query.to) where.push(lte(alarms.startedAt, new Date(query.to)));
  if (query.fgClassificacao !== undefined) where.push(eq(alarms.alarmClass, query.fgClassificacao));
  if (query.cdEspecialAlarme !== undefined) where.push(eq(alarms.specialCode, query.cdEspecialAlarme));
  if (query.cdEquipamento !== undefined) where.push(eq(alarms.equipmentId, query.cdEquipamento));
  if (query.cdOrdemServico !== undefined) where.push(eq(alarms.workOrderId, query.cdOrdemServico));
  if (query.open !== undefined) where.push(query.open ? isNull(alarms.endedAt) : isNotNull(alarms.endedAt));
  if (query.acknowledged !== undefined)
    where.push(query.acknowledged ? isNotNull(alarms.acknowledgedAt) : isNull(alarms.acknowledgedAt));
  return where;
}

export function createAlertsRepository(db: TExecutor) {
  return {
    /** Opens an alarm; null when one of its kind is already open on the machine. */
    async openAlarm(values: TAlarmInsert): Promise<TAlarmRow | null> {
      const [row] = await db.insert(alarms).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async closeAlarm(id: number, endedAt: Date): Promise<TAlarmRow | null> {
      const [row] = await db
        .update(alarms)
        .set({ endedAt: sql`greatest(${alarms.startedAt}, ${endedAt.toISOString()}::timestamptz)` })
        .where(and(eq(alarms.id, id), isNull(alarms.endedAt)))
        .returning();
      return row ?? null;
    },

    async openAlarmsOfMachine(equipmentId: number): Promise<TAlarmRow[]> {
      return db
        .select()
        .from(alarms)
        .where(and(eq(alarms.equipmentId, equipmentId), isNull(alarms.endedAt)));
    },

    async countOpenOfOrder(ownerId: number, workOrderId: number): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(alarms)
        .where(and(eq(alarms.ownerId, ownerId), eq(alarms.workOrderId, workOrderId), isNull(alarms.endedAt)));
      return row?.total ?? 0;
    },

    async listAlarms(scope: TAlertScope, query: TAlarmQuery, window: TListWindow) {
      const where = and(...alarmFilters(scope, query));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(alarms)
          .where(where)
          .orderBy(desc(alarms.startedAt), desc(alarms.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(alarms).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The bell: open alarms nobody acknowledged yet, newest first. */
    async bell(scope: TAlertScope, limit: number) {
      const where = and(...alarmFilters(scope, { open: true, acknowledged: false }));
      const [rows, [total]] = await Promise.all([
        db.select().from(alarms).where(where).orderBy(desc(alarms.startedAt), desc(alarms.id)).limit(limit),
        db.select({ total: count() }).from(alarms).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findAlarms(scope: TAlertScope, ids: readonly number[]): Promise<TAlarmRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(alarms)
        .where(and(...alarmFilters(scope, {}), inArray(alarms.id, [...ids])));
    },

    async acknowledge(
      ids: readonly number[],
      by: { userId: number; name: string; note: string | null; at: Date },
    ): Promise<TAlarmRow[]> {
      return db
        .update(alarms)
        .set({
          acknowledgedAt: by.at,
          acknowledgedBy: by.userId,
          acknowledgedByName: by.name,
          acknowledgeNote: by.note,
        })
        .where(inArray(alarms.id, [...ids]))
        .returning();
    },

    /** Adds a notification; null when its once-key was already told. */
    async addNotification(values: TNotificationInsert): Promise<TNotificationRow | null> {
      const [row] = await db.insert(notifications).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async listNotifications(
      scope: TAlertScope,
      userId: number,
      query: Pick<TNotificationQuery, 'type' | 'read'>,
      window: TListWindow,
      /** Types the reader may not see. */
      hiddenTypes: readonly string[] = [],
    ) {
      const read = sql<boolean>`(${notificationReads.userId} is not null)`;
      const where: SQL[] = [eq(notifications.ownerId, scope.ownerId), eq(notifications.unitId, scope.unitId)];
      if (query.type) where.push(eq(notifications.type, query.type));
      if (hiddenTypes.length) where.push(notInArray(notifications.type, [...hiddenTypes]));
      if (query.read !== undefined)
        where.push(query.read ? isNotNull(notificationReads.userId) : isNull(notificationReads.userId));
      const joined = and(
        eq(notificationReads.notificationId, notifications.id),
        eq(notificationReads.userId, userId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ notification: notifications, read })
          .from(notifications)
          .leftJoin(notificationReads, joined)
          .where(and(...where))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(window.limit)
          .offset(window.offset),
        db
          .select({ total: count() })
          .from(notifications)
          .leftJoin(notificationReads, joined)
          .where(and(...where)),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findNotificationIds(scope: TAlertScope, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.ownerId, scope.ownerId),
            eq(notifications.unitId, scope.unitId),
            inArray(notifications.id, [...ids]),
          ),
        );
      return rows.map((row) => row.id);
    },

    async markRead(userId: number, ids: readonly number[], read: boolean) {
      if (ids.length === 0) return;
      if (read)
        await db
          .insert(notificationReads)
          .values(ids.map((notificationId) => ({ notificationId, userId })))
          .onConflictDoNothing();
      else
        await db
          .delete(notificationReads)
          .where(
            and(eq(notificationReads.userId, userId), inArray(notificationReads.notificationId, [...ids])),
          );
    },

    async preferencesOf(userIds: readonly number[]): Promise<TAlertPreferencesRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(alertPreferences)
        .where(inArray(alertPreferences.userId, [...userIds]));
    },

    async savePreferences(values: typeof alertPreferences.$inferInsert) {
      const [row] = await db
        .insert(alertPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: alertPreferences.userId,
          set: {
            emailAlarmCodes: values.emailAlarmCodes,
            smsAlarmCodes: values.smsAlarmCodes,
            emailNotificationTypes: values.emailNotificationTypes,
            version: sql`${alertPreferences.version} + 1`,
          },
        })
        .returning();
      return row!;
    },
  };
}

export type TAlertsRepository = ReturnType<typeof createAlertsRepository>;
