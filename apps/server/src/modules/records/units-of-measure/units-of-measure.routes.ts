import { z } from 'zod';
import { ZPage, ZPageQuery, ZUnitOfMeasureRecord } from '@tramline/domain';
import type { TApi } from '../../../http/types';

const tags = ['units of measure'];

/** `unidade-medida/findAll` and `findPaged`: the 16 units with their conversions. */
export function unitsOfMeasureRoutes(app: TApi) {
  const units = app.services.unitsOfMeasure;
  app.get(
    '/unidade-medida/findAll',
    { schema: { tags, summary: 'Every measure unit', response: { 200: z.array(ZUnitOfMeasureRecord) } } },
    async () => units.all(),
  );
  app.get(
    '/unidade-medida/findPaged',
    {
      schema: {
        tags,
        summary: 'Measure units, paged',
        querystring: ZPageQuery.pick({ page: true, size: true }),
        response: { 200: ZPage(ZUnitOfMeasureRecord) },
      },
    },
    async (request) => units.page(request.query),
  );
}
