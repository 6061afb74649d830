import { ZIdParam, ZOrderCoverage } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['monitoring'];

/** An order's as-applied coverage: read, and computed again from its positions on demand. */
export function asAppliedRoutes(app: TApi) {
  const asApplied = app.services.asApplied;

  app.get(
    '/ordemservicos/:id/coverage',
    {
      schema: {
        tags,
        summary: "An order's as-applied coverage",
        description:
          'Covered ground, applied area, overlap, uncovered and off-target ground (hectares) and the ' +
          'as-applied map, from the positions reported for the order. Stored when the order is completed.',
        params: ZIdParam,
        response: { 200: ZOrderCoverage },
      },
    },
    async (request) => asApplied.get(authOf(request), request.params.id),
  );

  app.post(
    '/ordemservicos/:id/coverage',
    {
      schema: {
        tags,
        summary: "Compute an order's as-applied coverage again",
        params: ZIdParam,
        response: { 200: ZOrderCoverage },
      },
    },
    async (request) => asApplied.recompute(authOf(request), request.params.id),
  );
}
