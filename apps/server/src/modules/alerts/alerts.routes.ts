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
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../http/locale';
import { authOf, type TApi } from '../../http/types';

/** The caller, reading texts in the language the request asks for. */
const reader = (request: FastifyRequest) => ({ ...authOf(request), language: requestLocale(request) });

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
    async (request) => alerts.list(reader(request), request.query),
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
    async (request) => alerts.bell(reader(request)),
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
    async (request) => alerts.acknowledge(reader(request), request.body),
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
    async (request) => alerts.notifications(reader(request), request.query),
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
    async (request) => alerts.unreadCount(reader(request)),
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
    async (request) => alerts.mark(reader(request), request.body),
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
    async (request) => alerts.preferences(reader(request)),
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
    async (request) => alerts.savePreferences(reader(request), request.body),
  );
}
