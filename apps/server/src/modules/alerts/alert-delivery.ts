import {
  can,
  formatDateTime,
  formatMessage,
  NOTIFICATION_PERMISSIONS,
  SPECIAL_ALARM_CODES,
  type TLocale,
  type TNotificationType,
  type TRole,
  type TShareSmsRequest,
  type TSpecialAlarmCode,
} from '@tramline/domain';
import type { TEquipmentService } from '../records/equipment/equipment.service';
import type { TUsersService } from '../records/users/users.service';
import type { TShareService } from '../share/share.service';
import type { TTenancyService } from '../tenancy/tenancy.service';
import type { TAlarmRow, TAlertPreferencesRow, TNotificationRow } from './alerts.repository';
import { writeMessage } from './alerts.presenter';
import { authOfBranch, type TAlertsService, type TBranchScope } from './alerts.service';

/**
 * A user hears of the same alarm kind on the same machine at most once in this long per channel,
 * so an alarm that opens and closes again and again (a machine on a field's edge) does not send a
 * message per point.
 */
export const ALARM_DELIVERY_QUIET_MS = 30 * 60_000;

export interface TAlertDeliveryDependencies {
  alerts: TAlertsService;
  users: TUsersService;
  share: TShareService;
  equipment: TEquipmentService;
  tenancy: TTenancyService;
  now?: () => Date;
  logger?: { error: (payload: object, message: string) => void };
}

interface TRecipient {
  id: number;
  email: string | null;
  phone: string | null;
  language: TLocale;
  roles: readonly TRole[];
  preference: TAlertPreferencesRow;
}

/**
 * Email and SMS of alarms and notifications to the users of the branch who chose them
 * (`/alertas/preferencias`), in each user's language, through the share module's SMTP and SMS
 * adapters. Sends run one after another on a promise chain, outside the request that caused them.
 */
export function createAlertDelivery(dependencies: TAlertDeliveryDependencies) {
  const { alerts, share } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const lastSent = new Map<string, number>();
  let chain: Promise<void> = Promise.resolve();

  const fail = (error: unknown) => dependencies.logger?.error({ err: error }, 'alert delivery failed');

  /** Active users of the branch with their choices (only those who chose something). */
  async function recipients(scope: TBranchScope): Promise<TRecipient[]> {
    const auth = authOfBranch(scope);
    const users = await dependencies.users.list(auth, {
      page: 0,
      size: 1000,
      cdUnidade: scope.unitId,
      active: true,
    });
    const preferences = await alerts.repository.preferencesOf(users.content.map((user) => user.id));
    return preferences.flatMap((preference) => {
      const user = users.content.find((candidate) => candidate.id === preference.userId);
      if (!user || !user.active) return [];
      return [
        {
          id: user.id,
          email: user.email,
          phone: user.phone,
          language: user.language,
          roles: user.roles,
          preference,
        },
      ];
    });
  }

  /** Whether the quiet time of this user, channel and alarm kind has passed; marks it sent. */
  function due(key: string): boolean {
    const at = now().getTime();
    const last = lastSent.get(key);
    if (last !== undefined && at - last < ALARM_DELIVERY_QUIET_MS) return false;
    lastSent.set(key, at);
    if (lastSent.size > 10_000)
      for (const [old, time] of lastSent) if (at - time >= ALARM_DELIVERY_QUIET_MS) lastSent.delete(old);
    return true;
  }

  async function sendEach(send: () => Promise<unknown>) {
    try {
      await send();
    } catch (error) {
      fail(error);
    }
  }

  async function deliverAlarm(scope: TBranchScope, alarm: TAlarmRow) {
    const code = alarm.specialCode as TSpecialAlarmCode | null;
    if (code === null || !SPECIAL_ALARM_CODES.includes(code)) return;
    const wanted = (await recipients(scope)).filter(
      (user) =>
        user.preference.emailAlarmCodes.includes(code) || user.preference.smsAlarmCodes.includes(code),
    );
    if (!wanted.length) return;
    const [machine] = await dependencies.equipment.findMany(authOfBranch(scope), [alarm.equipmentId]);
    const unit = await dependencies.tenancy.repository.findUnit(scope.ownerId, scope.unitId);
    const timeZone = unit?.timeZone ?? 'UTC';
    const machineName = machine?.name ?? String(alarm.equipmentId);
    for (const user of wanted) {
      const words = {
        alarm: writeMessage(alarm.messageKey, alarm.messageParams, user.language),
        machine: machineName,
        time: formatDateTime(alarm.startedAt, user.language, timeZone),
      };
      const body = formatMessage('alertMailAlarmBody', user.language, words);
      const kind = `${alarm.equipmentId}:${code}`;
      if (user.preference.emailAlarmCodes.includes(code) && user.email && due(`email:${user.id}:${kind}`)) {
        const text = `${body}\n\n${formatMessage('alertMailFooter', user.language)}`;
        const subject = formatMessage('alertMailAlarmSubject', user.language, words);
        await sendEach(() => share.sendEmail(scope.ownerId, { to: [user.email!], subject, text }));
      }
      if (
        user.preference.smsAlarmCodes.includes(code) &&
        user.phone &&
        share.channels().sms &&
        due(`sms:${user.id}:${kind}`)
      )
        await sendEach(() =>
          share.shareSms(authOfBranch(scope), { phones: user.phone!, message: body } as TShareSmsRequest),
        );
    }
  }

  async function deliverNotification(scope: TBranchScope, notification: TNotificationRow) {
    const permission = NOTIFICATION_PERMISSIONS[notification.type as TNotificationType];
    const wanted = (await recipients(scope)).filter(
      (user) =>
        user.email &&
        user.preference.emailNotificationTypes.includes(notification.type) &&
        (!permission || can(user.roles, permission)),
    );
    for (const user of wanted) {
      const subject = writeMessage(notification.messageKey, notification.messageParams, user.language);
      const text = `${subject}\n\n${formatMessage('alertMailFooter', user.language)}`;
      await sendEach(() => share.sendEmail(scope.ownerId, { to: [user.email!], subject, text }));
    }
  }

  function queue(work: () => Promise<void>) {
    chain = chain.then(work).catch(fail);
  }

  return {
    /** Hooks the delivery to the alarms opened and the notifications added. */
    listen() {
      alerts.onAlarm((scope, alarm) => queue(() => deliverAlarm(scope, alarm)));
      alerts.onNotification((scope, notification) => queue(() => deliverNotification(scope, notification)));
    },

    /** Resolves once every send queued so far is done (tests). */
    idle() {
      return chain;
    },
  };
}

export type TAlertDelivery = ReturnType<typeof createAlertDelivery>;
