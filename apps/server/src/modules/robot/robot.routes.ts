import {
  ZIdParam,
  ZPage,
  ZRobotApplicationReport,
  ZRobotApplicationReportInput,
  ZRobotBoundingBox,
  ZRobotClientParams,
  ZRobotCoverageLayer,
  ZRobotExecution,
  ZRobotExecutionDateFilter,
  ZRobotExecutionInfo,
  ZRobotExecutionListInput,
  ZRobotExecutionParams,
  ZRobotLine,
  ZRobotLink,
  ZRobotLinkInput,
  ZRobotReportParams,
  ZRobotSaveByExecutionInput,
  ZRobotWorkOrder,
  ZRobotWorkOrderQuery,
} from '@tramline/domain';
import { z } from 'zod';
import { authOf, type TApi } from '../../http/types';

const tags = ['robot'];

/** The spec's robot calls (part 2 §7 'Robot'); shapes are ours, see docs/robot.md. */
export function robotRoutes(app: TApi) {
  const robot = app.services.robot;
  const link = { permission: 'orders.edit' as const };

  app.post(
    '/sgp-api/v2/:clientId',
    {
      schema: {
        tags,
        summary: "Robot executions of the branch's days",
        description: 'Days are branch-local and inclusive, at most 62.',
        params: ZRobotClientParams,
        body: ZRobotExecutionDateFilter,
        response: { 200: z.array(ZRobotExecution) },
      },
    },
    async (request) => robot.executionsOfDays(authOf(request), request.params.clientId, request.body),
  );
  app.post(
    '/sgp-api/lista-execucoes',
    {
      schema: {
        tags,
        summary: 'A page of robot executions',
        body: ZRobotExecutionListInput,
        response: { 200: ZPage(ZRobotExecution) },
      },
    },
    async (request) => robot.listExecutions(authOf(request), request.body),
  );
  app.get(
    '/v3/missao-execucao/relatorio-aplicacao/info/:id',
    {
      schema: {
        tags,
        summary: 'One robot execution with its coverage figures',
        params: ZRobotExecutionParams,
        response: { 200: ZRobotExecutionInfo },
      },
    },
    async (request) => robot.info(authOf(request), request.params.id),
  );
  app.post(
    '/v4/robot-tile/pulverization-robot/report/:id',
    {
      schema: {
        tags,
        summary: "A robot execution's covered ground",
        description: 'GeoJSON polygons of the ground the boom covered (the map cuts them into tiles).',
        params: ZRobotExecutionParams,
        response: { 200: ZRobotCoverageLayer },
      },
    },
    async (request) => robot.coverageLayer(authOf(request), request.params.id),
  );
  app.get(
    '/v3/linha/:id/geojson',
    {
      schema: {
        tags,
        summary: "A robot execution's path",
        params: ZRobotExecutionParams,
        response: { 200: ZRobotLine },
      },
    },
    async (request) => robot.line(authOf(request), request.params.id),
  );
  app.post(
    '/v4/robot-sprayer/bbox/:id',
    {
      schema: {
        tags,
        summary: "The box around a robot execution's positions",
        params: ZRobotExecutionParams,
        response: { 200: ZRobotBoundingBox },
      },
    },
    async (request) => robot.boundingBox(authOf(request), request.params.id),
  );
  app.post(
    '/v4/robot/application-report/:clientId/:unit',
    {
      schema: {
        tags,
        summary: "A field's robot executions in a time range",
        description: '`startDate` and `endDate` are epoch seconds.',
        params: ZRobotReportParams,
        body: ZRobotApplicationReportInput,
        response: { 200: ZRobotApplicationReport },
      },
    },
    async (request) =>
      robot.applicationReport(authOf(request), request.params.clientId, request.params.unit, request.body),
  );
  app.get(
    '/robo/ordemservico',
    {
      schema: {
        tags,
        summary: 'Work orders of robot groups with their links',
        querystring: ZRobotWorkOrderQuery,
        response: { 200: ZPage(ZRobotWorkOrder) },
      },
    },
    async (request) => robot.workOrders(authOf(request), request.query),
  );
  app.post(
    '/robo/ordemservico/link',
    {
      config: link,
      schema: {
        tags,
        summary: 'Link a robot work order to executions and sign',
        description:
          'The employee is an active robot manager; the licence is theirs, active and in force on every execution date. Linking again replaces the link.',
        body: ZRobotLinkInput,
        response: { 200: ZRobotLink },
      },
    },
    async (request) => robot.link(authOf(request), request.body),
  );
  app.post(
    '/robo/ordemservico/save-by-execution',
    {
      config: link,
      schema: {
        tags,
        summary: 'Link one execution to a robot work order and sign',
        body: ZRobotSaveByExecutionInput,
        response: { 200: ZRobotLink },
      },
    },
    async (request) => {
      const { execucaoId, ...rest } = request.body;
      return robot.link(authOf(request), { ...rest, execucoes: [execucaoId] });
    },
  );
  app.delete(
    '/robo/ordemservico/link/:id',
    {
      config: link,
      schema: { tags, summary: 'Remove a robot link', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await robot.unlink(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
