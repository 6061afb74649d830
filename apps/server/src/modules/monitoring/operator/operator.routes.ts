import type { FastifyRequest } from 'fastify';
import {
  ZDeviceToken,
  ZMachineParams,
  ZOperatorDeviceTokenRequest,
  ZOperatorMachine,
  ZOperatorSchedule,
  ZOperatorScheduleQuery,
  ZVoucherMachine,
  ZVoucherMachinesRequest,
} from '@tramline/domain';
import { z } from 'zod';
import { authOf, type TApi } from '../../../http/types';
import { USER_DEVICE_TOKEN_DAYS, type TMachineCaller } from '../machine-api.service';

const tags = ['machine-api'];
const security = [{ deviceToken: [] }];

/** Paths of the operator app answered without a device token. */
export const OPERATOR_PUBLIC_PATHS = ['/voucher-machines'];

/**
 * The operator app's calls on the machine API: the machines a voucher may sign in for, and the
 * machine's sent day. Registered inside the machine API, so the device token is checked there.
 */
export function operatorRoutes(app: TApi, machineOf: (request: FastifyRequest) => TMachineCaller) {
  const operator = app.services.operator;

  app.post(
    '/voucher-machines',
    {
      config: { public: true },
      schema: {
        tags,
        security: [],
        summary: 'The machines a voucher may sign a device in for',
        description:
          "Before redeeming a voucher, the operator app lists the active machines of the voucher's " +
          'branch so the operator picks the one they drive. A voucher that is not active is 400.',
        body: ZVoucherMachinesRequest,
        response: { 200: z.array(ZVoucherMachine) },
      },
    },
    async (request) => operator.voucherMachines(request.body.voucherCode),
  );

  app.get(
    '/machines/:equipmentId/schedule',
    {
      config: { public: true },
      schema: {
        tags,
        security,
        summary: "The machine's sent day, as the operator app shows it",
        description:
          'The latest send of the day (branch-local, today by default): stops in sequence with planned ' +
          'start and end, and for each order its grower, farm, fields with boundaries, products and rates, ' +
          'the strictest label limits of its products, notes, status and what this machine reported for it so ' +
          'far (`reported`: area covered inside its fields, amount put out, points; null before any point), and ' +
          "the machine's last reported position (`lastPosition`). `version` is the send's id: a day sent again " +
          'answers a new one. Another machine of the branch is 403; one the token cannot see 404.',
        params: ZMachineParams,
        querystring: ZOperatorScheduleQuery,
        response: { 200: ZOperatorSchedule },
      },
    },
    async (request) => operator.schedule(machineOf(request), request.params.equipmentId, request.query.day),
  );
}

/**
 * The operator app's sign-in with the web app's login session instead of a voucher (`/api/operator`):
 * the machines of the user's branches, and a device token for the one they drive. Only roles that
 * work a machine (`machines.operate`) may; the token is the machine API's, as a voucher's.
 */
export function operatorSessionRoutes(app: TApi) {
  const operator = app.services.operator;
  const config = { permission: 'machines.operate' as const };
  const sessionTags = ['operator'];

  app.get(
    '/operator/machines',
    {
      config,
      schema: {
        tags: sessionTags,
        summary: 'The machines a signed-in user may sign the operator app in for',
        description:
          "The active machines of every branch the caller works in (the active branch first), so the cab's " +
          'operator picks the one they drive without a voucher. Needs `machines.operate` (APPLICATOR, ' +
          'MIX_OPERATOR, managers and administrators): 403 otherwise.',
        response: { 200: z.array(ZOperatorMachine) },
      },
    },
    async (request) => operator.machinesOfUser(authOf(request)),
  );

  app.post(
    '/operator/device-tokens',
    {
      config,
      schema: {
        tags: sessionTags,
        summary: 'A device token for a machine, taken with the login session',
        description:
          "The machine API's device token (`X-Device-Token`) for a machine of one of the caller's branches, " +
          `answered once and stored as its SHA-256, like a redeemed voucher's. It works for ${USER_DEVICE_TOKEN_DAYS} days ` +
          '(until a UTC day ends) and stops when the user is deactivated, loses the branch or the role. ' +
          'A machine of another branch or owner is 404; without `machines.operate` 403.',
        body: ZOperatorDeviceTokenRequest,
        response: { 201: ZDeviceToken },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await operator.issueDeviceToken(authOf(request), request.body.equipmentId)),
  );
}
