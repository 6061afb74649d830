import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ZAutoSendLogEntry,
  ZAutoSendLogQuery,
  ZDayTaskDataQuery,
  ZIdParam,
  ZSendDay,
  ZTrip,
  ZTripQuery,
} from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { authOf, type TApi } from '../../../http/types';
import { requestLocale } from '../../../http/locale';
import { PLANNING_BASE } from '../planning.paths';

const tags = ['planning'];

/** Sending machines' days: manual send, trips the machines fetch, the send log, TaskData of a day. */
export function planSendsRoutes(app: TApi) {
  const sends = app.services.planSends;
  const taskData = app.services.taskData;

  app.post(
    `${PLANNING_BASE}/enviar`,
    {
      config: { permission: 'planning.send' },
      schema: {
        tags,
        summary: "Send a machine's day to it (409 with each broken label requirement, unless overridden)",
        body: ZSendDay,
        response: { 201: ZTrip },
      },
    },
    // The label gate words its violations in the caller's language, like the error message.
    async (request, reply) =>
      reply
        .status(201)
        .send(await sends.sendDay({ ...authOf(request), language: requestLocale(request) }, request.body)),
  );
  app.get(
    '/trips',
    {
      schema: {
        tags,
        summary: "A machine's trips of a day, the latest last",
        querystring: ZTripQuery,
        response: { 200: z.array(ZTrip) },
      },
    },
    async (request) => sends.trips(authOf(request), request.query.equipamentoId, request.query.date),
  );
  // The spec lists the log among the planning calls and among the logs: it answers on both bases.
  for (const path of ['/log-auto-send/find-daily', `${PLANNING_BASE}/log-auto-send/find-daily`]) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: "A branch's sends of a day (auto-send log)",
          querystring: ZAutoSendLogQuery,
          response: { 200: z.array(ZAutoSendLogEntry) },
        },
      },
      async (request) => sends.dailyLog(authOf(request), request.query),
    );
  }
  app.get(
    `${PLANNING_BASE}/taskdata`,
    {
      schema: {
        tags,
        summary: "A machine's active day as ISO 11783-10 TaskData (zip)",
        querystring: ZDayTaskDataQuery,
      },
    },
    async (request, reply) => {
      const { referencia, configuracaoId, equipamentoId } = request.query;
      return sendDayTaskData(reply, authOf(request), { configuracaoId, referencia, equipamentoId });
    },
  );
  app.get(
    `${PLANNING_BASE}/:id/taskdata`,
    {
      schema: {
        tags,
        summary: "The day of a plan's machine as ISO 11783-10 TaskData (zip)",
        params: ZIdParam,
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      return sendDayTaskData(reply, auth, await sends.dayOfPlan(auth, request.params.id));
    },
  );

  async function sendDayTaskData(
    reply: FastifyReply,
    auth: TAuth,
    day: { configuracaoId: number; referencia: string; equipamentoId: number },
  ) {
    const orderIds = await sends.dayOrderIds(auth, {
      groupId: day.configuracaoId,
      localDate: day.referencia,
      equipmentId: day.equipamentoId,
    });
    const zip = await taskData.ofOrders(auth, orderIds);
    return reply
      .type('application/zip')
      .header(
        'content-disposition',
        `attachment; filename="TASKDATA-${day.equipamentoId}-${day.referencia}.zip"`,
      )
      .send(Buffer.from(zip));
  }
}
