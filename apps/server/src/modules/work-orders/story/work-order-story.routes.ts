import { ZIdParam, ZWorkOrderStory } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { requestLocale } from '../../../http/locale';

/** `GET /ordemservicos/{id}/story`: the order's events, oldest first, with who and when. */
export function workOrderStoryRoutes(app: TApi) {
  app.get(
    '/ordemservicos/:id/story',
    {
      schema: {
        tags: ['work orders'],
        summary: "An order's story: created, edited, planned, sent, worked, closed, alarms",
        params: ZIdParam,
        response: { 200: ZWorkOrderStory },
      },
    },
    async (request) =>
      app.services.workOrderStory.story(authOf(request), request.params.id, requestLocale(request)),
  );
}
