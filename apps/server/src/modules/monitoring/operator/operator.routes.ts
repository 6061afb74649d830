import type { FastifyRequest } from 'fastify';
import {
  ZMachineParams,
  ZOperatorSchedule,
  ZOperatorScheduleQuery,
  ZVoucherMachine,
  ZVoucherMachinesRequest,
} from '@tramline/domain';
import { z } from 'zod';
import type { TApi } from '../../../http/types';
import type { TMachineCaller } from '../machine-api.service';

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
          "the strictest label limits of its products, notes and status. `version` is the send's id: a day " +
          'sent again answers a new one. Another machine of the branch is 403; one the token cannot see 404.',
        params: ZMachineParams,
        querystring: ZOperatorScheduleQuery,
        response: { 200: ZOperatorSchedule },
      },
    },
    async (request) => operator.schedule(machineOf(request), request.params.equipmentId, request.query.day),
  );
}
