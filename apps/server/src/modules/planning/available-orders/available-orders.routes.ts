import { ZAvailableOrder, ZAvailableOrdersCount, ZAvailableOrdersQuery, ZPage } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';
import { PLANNING_BASE } from '../planning.paths';

const tags = ['planning'];

/** Orders that can go into a group's day: for optimisation, and (`/manual`) for a custom day. */
export function availableOrdersRoutes(app: TApi) {
  const available = app.services.availableOrders;
  for (const manual of [false, true]) {
    const path = `${PLANNING_BASE}/ordens-disponiveis${manual ? '/manual' : ''}`;
    const what = manual ? 'for a custom day (in-progress orders too)' : 'for optimisation';
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Available orders ${what}, ranked`,
          body: ZAvailableOrdersQuery,
          response: { 200: ZPage(ZAvailableOrder) },
        },
      },
      async (request) => available.page(authOf(request), request.body, { manual }),
    );
    app.post(
      `${path}/count`,
      {
        schema: {
          tags,
          summary: `How many orders are available ${what}`,
          body: ZAvailableOrdersQuery,
          response: { 200: ZAvailableOrdersCount },
        },
      },
      async (request) => available.count(authOf(request), request.body, { manual }),
    );
  }
}
