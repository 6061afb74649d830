import { z } from 'zod';
import { ZMachineOnline, ZMachineWork, ZMachineWorkQuery, ZOnlineCheck } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['monitoring'];

/** The spec's monitoring calls (part 1 §7 work orders, part 2 §7 alerts). */
export function monitoringRoutes(app: TApi) {
  const monitoring = app.services.monitoring;

  app.get(
    '/monitoramento/equipamento',
    {
      schema: {
        tags,
        summary: 'The order a machine is working',
        querystring: ZMachineWorkQuery,
        response: { 200: ZMachineWork },
      },
    },
    async (request) => monitoring.workOf(authOf(request), request.query.equipamentoId),
  );

  app.post(
    '/monitoramento/equipamento/online',
    {
      schema: {
        tags,
        summary: 'Online check by machine ids',
        description: 'Online means a point within the last MACHINE_ONLINE_MINUTES minutes (5 by default).',
        body: ZOnlineCheck,
        response: { 200: z.array(ZMachineOnline) },
      },
    },
    async (request) => monitoring.online(authOf(request), request.body),
  );
}
