import { ZIdParam } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['planning'];

/** ISO 11783-10 TaskData exports for machine terminals: one ticket. */
export function taskDataRoutes(app: TApi) {
  const taskData = app.services.taskData;

  app.get(
    '/ordemservicos/:id/taskdata',
    { schema: { tags, summary: 'One work order as ISO 11783-10 TaskData (zip)', params: ZIdParam } },
    async (request, reply) => {
      const zip = await taskData.ofOrder(authOf(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="TASKDATA-${request.params.id}.zip"`)
        .send(Buffer.from(zip));
    },
  );
}
