import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  POSITION_BATCH_MAX_POINTS,
  ZDeviceToken,
  ZDeviceTokenRequest,
  ZExecutionEvent,
  ZExecutionEventResult,
  ZMachineParams,
  ZPositionBatch,
  ZPositionBatchResult,
} from '@tramline/domain';
import { AppError } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import type { TApi } from '../../http/types';
import { authOfMachine, type TMachineCaller } from './machine-api.service';
import { OPERATOR_PUBLIC_PATHS, operatorRoutes } from './operator/operator.routes';
import { firmwareMachineRoutes } from '../firmware/firmware.machine-api.routes';

export const DEVICE_TOKEN_HEADER = 'x-device-token';
export const MACHINE_API_PREFIX = '/machine/v1';

const tags = ['machine-api'];
const security = [{ deviceToken: [] }];
const callers = new WeakMap<FastifyRequest, TMachineCaller>();

function machineOf(request: FastifyRequest): TMachineCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError(401, 'tokenError');
  return caller;
}

/**
 * The machine API, versioned on its own (`/api/machine/v1`): terminals and the simulator redeem a
 * voucher for a device token, then report with it in `X-Device-Token`. The login session header is
 * not read here; a device token is not accepted anywhere else.
 */
export function machineApiRoutes(api: TApi) {
  void api.register(
    async (app: TApi) => {
      const machineApi = app.services.machineApi;
      app.addHook('onRequest', async (request) => {
        const url = request.routeOptions.url ?? '';
        if (url.endsWith('/device-tokens') || OPERATOR_PUBLIC_PATHS.some((path) => url.endsWith(path)))
          return;
        const header = request.headers[DEVICE_TOKEN_HEADER];
        const token = Array.isArray(header) ? header[0] : header;
        const caller = token ? await machineApi.authenticateDevice(token) : null;
        if (!caller) throw new AppError(401, 'tokenError');
        callers.set(request, caller);
      });

      app.post(
        '/device-tokens',
        {
          config: { public: true },
          schema: {
            tags,
            security: [],
            summary: 'Redeem a voucher for a device token',
            description:
              'A terminal types a voucher of its branch and names the machine it is mounted on. The token ' +
              'answers once; it works until the voucher expires or is cancelled and reports for that ' +
              'machine only.',
            body: ZDeviceTokenRequest,
            response: { 201: ZDeviceToken },
          },
        },
        async (request, reply) => reply.status(201).send(await machineApi.redeem(request.body)),
      );

      app.post(
        '/machines/:equipmentId/positions',
        {
          config: { public: true },
          schema: {
            tags,
            security,
            summary: 'Report a batch of positions',
            description:
              `At most ${POSITION_BATCH_MAX_POINTS} points and 1 MiB a batch. A point already stored for ` +
              'the machine and time is skipped (a resend is safe); points may arrive late and out of ' +
              'order. Each point is checked on its own: the good ones are stored and, when any is bad, the ' +
              'answer is 400 with one detail per bad field, its path `points.{index}.{field}`. A time more ' +
              'than 5 minutes in the future or before the positions kept is refused. Another machine of ' +
              'the branch is 403; a machine the token cannot see is 404.',
            params: ZMachineParams,
            body: ZPositionBatch,
            response: { 200: ZPositionBatchResult },
          },
        },
        async (request) =>
          machineApi.ingestPositions(
            machineOf(request),
            request.params.equipmentId,
            request.body.points,
            requestLocale(request),
          ),
      );

      app.post(
        '/machines/:equipmentId/events',
        {
          config: { public: true },
          schema: {
            tags,
            security,
            summary: 'Report an execution event of a work order',
            description:
              'start and resume → 2 in progress, pause (with a stop reason) → 5 on hold, skip (with a ' +
              'reason) → ready again and skipped that day (skipedDate), cancel → 7 canceled by app, ' +
              'complete (applied area and volume) → 4 completed. The order must have been sent to the ' +
              'machine (403 otherwise); an event its status does not allow is 409. A retry with the same ' +
              'idempotencyKey answers the first outcome (replayed: true) and changes nothing.',
            params: ZMachineParams,
            body: ZExecutionEvent,
            response: { 200: ZExecutionEventResult },
          },
        },
        async (request) => {
          const caller = machineOf(request);
          await machineApi.assertReportsFor(caller, request.params.equipmentId);
          return app.services.workOrderExecution.apply(
            authOfMachine(caller, requestLocale(request)),
            request.params.equipmentId,
            request.body,
          );
        },
      );

      app.get(
        '/me',
        {
          config: { public: true },
          schema: {
            tags,
            security,
            summary: 'The machine and branch a device token reports for',
            response: {
              200: z.object({ equipmentId: z.number().int(), unitId: z.number().int() }),
            },
          },
        },
        async (request) => {
          const caller = machineOf(request);
          return { equipmentId: caller.equipmentId, unitId: caller.unitId };
        },
      );

      operatorRoutes(app, machineOf);
      firmwareMachineRoutes(app, machineOf);
    },
    { prefix: MACHINE_API_PREFIX },
  );
}
