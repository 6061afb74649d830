import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ZSimulatorRun, ZSimulatorRunParams, ZSimulatorStart } from '@tramline/domain';
import { AppError } from '../../http/errors';
import { authOf, type TApi } from '../../http/types';

const tags = ['simulator'];

/** The address this server answers on, for the simulator's machine-API calls to itself. */
export function ownAddress(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new AppError(503, 'internalError');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** `/simulator/runs`: start a replay of machines' sent days, follow its progress, stop it. */
export function simulatorRoutes(app: TApi) {
  const simulator = app.services.simulator;
  const config = { permission: 'planning.send' as const };

  app.post(
    '/simulator/runs',
    {
      config,
      schema: {
        tags,
        summary: "Replay machines' sent days through the machine API",
        description:
          "The machines (or the members of a group) of the caller's branch that have a day sent on the " +
          'date report it as their terminals would: road travel, passes over the fields with the boom on ' +
          'inside the boundary, refills and cleanouts, start and complete events, at the speed factor. ' +
          'Runs live in the server process and end with it. 409 when none of them has a sent day.',
        body: ZSimulatorStart,
        response: { 201: ZSimulatorRun },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await simulator.start(authOf(request), request.body, () => ownAddress(app.server.address()))),
  );
  app.get(
    '/simulator/runs',
    {
      config,
      schema: {
        tags,
        summary: "The branch's simulator runs, the latest first",
        response: { 200: z.array(ZSimulatorRun) },
      },
    },
    async (request) => simulator.list(authOf(request)),
  );
  app.post(
    '/simulator/runs/:runId/stop',
    {
      config,
      schema: {
        tags,
        summary: 'Stop a simulator run',
        params: ZSimulatorRunParams,
        response: { 200: ZSimulatorRun },
      },
    },
    async (request) => simulator.stop(authOf(request), request.params.runId),
  );
}
