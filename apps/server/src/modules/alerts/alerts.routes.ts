import { z } from 'zod';
import {
  ZAcknowledgeAlarms,
  ZAlarm,
  ZAlarmBell,
  ZAlarmQuery,
  ZAlertPreferences,
  ZMarkNotifications,
  ZNotification,
  ZNotificationCount,
  ZNotificationQuery,
  ZPage,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['alerts'];

/** Alarms, the bell, notifications and each user's email and SMS choices (spec part 2 §§2-3, 9). */
export function alertsRoutes(app: TApi) {
  const alerts = app.services.alerts;

  app.get(
    '/alarmes',
    {
      schema: {
        tags,
        summary: 'Alarms of the branch, newest first, with filters',
        querystring: ZAlarmQuery,
        response: { 200: ZPage(ZAlarm) },
      },
    },
    async (request) => alerts.list(authOf(request), request.query),
  );

  app.get(
    '/alarmes/sino',
    {
      schema: {
        tags,
        summary: 'The bell: the 3 latest open alarms nobody acknowledged, and their count',
        response: { 200: ZAlarmBell },
      },
    },
    async (request) => alerts.bell(authOf(request)),
  );

  app.post(
    '/alarmes/reconhecer',
    {
      config: { permission: 'orders.status' },
      schema: {
        tags,
        summary: 'Acknowledge one alarm or many with a note',
        body: ZAcknowledgeAlarms,
        response: { 200: z.array(ZAlarm) },
      },
    },
    async (request) => alerts.acknowledge(authOf(request), request.body),
  );

  app.get(
    '/notificacoes',
    {
      schema: {
        tags,
        summary: "Notifications of the branch with the caller's read flag",
        querystring: ZNotificationQuery,
        response: { 200: ZPage(ZNotification) },
      },
    },
    async (request) => alerts.notifications(authOf(request), request.query),
  );

  app.get(
    '/notificacoes/nao-lidas',
    {
      schema: {
        tags,
        summary: 'How many notifications the caller has not read',
        response: { 200: ZNotificationCount },
      },
    },
    async (request) => alerts.unreadCount(authOf(request)),
  );

  app.post(
    '/notificacoes/lidas',
    {
      schema: {
        tags,
        summary: 'Mark notifications read, or unread again, for the caller',
        body: ZMarkNotifications,
        response: { 200: ZNotificationCount },
      },
    },
    async (request) => alerts.mark(authOf(request), request.body),
  );

  app.get(
    '/alertas/preferencias',
    {
      schema: {
        tags,
        summary: 'Which alerts reach the caller by email or SMS',
        response: { 200: ZAlertPreferences },
      },
    },
    async (request) => alerts.preferences(authOf(request)),
  );

  app.put(
    '/alertas/preferencias',
    {
      schema: {
        tags,
        summary: 'Choose which alerts reach the caller by email or SMS',
        body: ZAlertPreferences,
        response: { 200: ZAlertPreferences },
      },
    },
    async (request) => alerts.savePreferences(authOf(request), request.body),
  );
}
