import { z } from 'zod';
import {
  ZIdParam,
  ZOrderPlanningLogEntry,
  ZOrderPlanningLogQuery,
  ZPlanningLogDetail,
  ZPlanningLogPage,
  ZPlanningLogProcessQuery,
  ZPlanningLogQuery,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

/** The planning logs: every optimisation's input, figures, per-order outcome and time. */
export function planningLogsRoutes(app: TApi) {
  const logs = app.services.planningLogs;
  const tags = ['planning'];

  app.get(
    `${PLANNING_BASE}/log-ordem-servico/planejamento/:id`,
    {
      schema: {
        tags,
        summary: 'One optimisation run with each order outcome',
        params: ZIdParam,
        response: { 200: ZPlanningLogDetail },
      },
    },
    async (request) => logs.get(authOf(request), request.params.id),
  );

  app.get(
    `${PLANNING_BASE}/log-ordem-servico/configuracao/:id`,
    {
      schema: {
        tags,
        summary: 'Optimisation runs of an equipment group, newest first',
        params: ZIdParam,
        querystring: ZPlanningLogQuery,
        response: { 200: ZPlanningLogPage },
      },
    },
    async (request) => logs.ofGroup(authOf(request), request.params.id, request.query),
  );

  app.get(
    `${PLANNING_BASE}/log-ordem-servico/ordem/:id`,
    {
      schema: {
        tags,
        summary: 'Optimisation runs that included a work order, newest first',
        params: ZIdParam,
        querystring: ZPlanningLogQuery,
        response: { 200: ZPlanningLogPage },
      },
    },
    async (request) => logs.ofOrder(authOf(request), request.params.id, request.query),
  );

  app.get(
    `${PLANNING_BASE}/log/log-order-planning`,
    {
      schema: {
        tags,
        summary: 'Each order outcome (machine or cause) in the runs of a day, group or order',
        querystring: ZOrderPlanningLogQuery,
        response: { 200: z.array(ZOrderPlanningLogEntry) },
      },
    },
    async (request) => logs.orderOutcomes(authOf(request), request.query),
  );

  app.get(
    `${PLANNING_BASE}/log/log-algorithm`,
    {
      schema: {
        tags,
        summary: 'The algorithm figures of one run by its process hash',
        querystring: ZPlanningLogProcessQuery,
        response: { 200: ZPlanningLogDetail },
      },
    },
    async (request) => logs.byProcess(authOf(request), request.query.processHash),
  );
}
