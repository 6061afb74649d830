import { z } from 'zod';
import {
  ZCropRecord,
  ZCropStageRecord,
  ZCropVarietyRecord,
  ZIdParam,
  ZPage,
  ZPageQuery,
  ZProductFilter,
  ZProductInput,
  ZProductListQuery,
  ZProductNameQuery,
  ZProductRecord,
  ZProductSubstanceQuery,
  ZProductSummary,
  ZProductTypeRecord,
  ZProductUseSummary,
  ZProductWorkOrderIdsQuery,
  ZRateCalculationRequest,
  ZRateCalculationResult,
} from '@tramline/domain';
import { AppError } from '../../../http/errors';
import { requestLocale } from '../../../http/locale';
import { authOf, type TApi } from '../../../http/types';

const tags = ['products'];

/** Products and blends (`/produtos`), crops (`/culturas`, `/variedades`, `/estagios`), product types. */
export function productsRoutes(app: TApi) {
  const products = app.services.products;
  const edit = { permission: 'records.edit' as const };
  const listQuery = ZPageQuery.extend(ZProductListQuery.shape);

  app.get(
    '/produtos',
    {
      schema: {
        tags,
        summary: 'List products (default ACTIVE)',
        querystring: listQuery,
        response: { 200: ZPage(ZProductRecord) },
      },
    },
    async (request) => products.list(authOf(request), request.query),
  );
  app.post(
    '/produtos/by_filter',
    {
      schema: {
        tags,
        summary: 'Filter products',
        body: ZProductFilter,
        response: { 200: ZPage(ZProductRecord) },
      },
    },
    async (request) => products.list(authOf(request), request.body),
  );
  app.get(
    '/produtos/all',
    {
      schema: {
        tags,
        summary: 'Every active product, short form',
        response: { 200: z.array(ZProductSummary) },
      },
    },
    async (request) => products.summaries(authOf(request), {}),
  );
  app.get(
    '/produtos/all-dto',
    { schema: { tags, summary: 'Every active product', response: { 200: z.array(ZProductRecord) } } },
    async (request) => products.allRecords(authOf(request)),
  );
  app.get(
    '/produtos/all-simple-filter',
    {
      schema: {
        tags,
        summary: 'Active products by name',
        querystring: ZProductNameQuery,
        response: { 200: z.array(ZProductSummary) },
      },
    },
    async (request) => products.summaries(authOf(request), { filter: request.query.filter }),
  );
  app.get(
    '/produtos/all-simple-with-substance-filter',
    {
      schema: {
        tags,
        summary: 'Active products by name or by a nutrient of their analysis',
        querystring: ZProductNameQuery,
        response: { 200: z.array(ZProductSummary) },
      },
    },
    async (request) => products.summaries(authOf(request), { filter: request.query.filter, substance: true }),
  );
  app.get(
    '/produtos/all-with-filter-without-blend',
    {
      schema: {
        tags,
        summary: 'Active products by name (with substance=true also by nutrient), blends left out',
        querystring: ZProductSubstanceQuery,
        response: { 200: z.array(ZProductSummary) },
      },
    },
    async (request) =>
      products.summaries(authOf(request), {
        filter: request.query.filter,
        withoutBlend: true,
        substance: request.query.substance === 'true',
      }),
  );
  app.get(
    '/produtos/all-without-blend-by-wos',
    {
      schema: {
        tags,
        summary: 'Products of work orders, blends given as their component products',
        querystring: ZProductWorkOrderIdsQuery,
        response: { 200: z.array(ZProductSummary) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const productIds: number[] = [];
      for (const id of new Set(request.query.woIds)) {
        const order = await app.services.workOrders.get(auth, id).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
        for (const line of order?.products ?? []) productIds.push(line.productId);
      }
      return products.withoutBlendOf(auth, productIds);
    },
  );
  app.get(
    '/sales/produto/top-ten-products-without-blend',
    {
      schema: {
        tags,
        summary: 'The ten products (no blends) used by the most work orders, with their count',
        response: { 200: z.array(ZProductUseSummary) },
      },
    },
    async (request) => products.topTen(authOf(request)),
  );
  app.get(
    '/produtos/findOne/:id',
    { schema: { tags, summary: 'One product', params: ZIdParam, response: { 200: ZProductRecord } } },
    async (request) => products.get(authOf(request), request.params.id),
  );
  app.get(
    '/produtos/:id',
    { schema: { tags, summary: 'One product', params: ZIdParam, response: { 200: ZProductRecord } } },
    async (request) => products.get(authOf(request), request.params.id),
  );
  app.post(
    '/produtos',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a product or blend',
        body: ZProductInput,
        response: { 201: ZProductRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await products.create(authOf(request), request.body)),
  );
  const save = {
    config: edit,
    schema: {
      tags,
      summary: 'Create (no id) or save (id in body) a product or blend',
      body: ZProductInput,
      response: { 200: ZProductRecord, 201: ZProductRecord },
    },
  };
  app.post('/produtos/create_update', save, async (request, reply) => {
    const { id } = request.body;
    if (id === undefined) return reply.status(201).send(await products.create(authOf(request), request.body));
    return products.update(authOf(request), id, request.body);
  });
  app.put('/produtos', save, async (request, reply) => {
    const { id } = request.body;
    if (id === undefined) return reply.status(201).send(await products.create(authOf(request), request.body));
    return products.update(authOf(request), id, request.body);
  });
  app.put(
    '/produtos/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a product or blend',
        params: ZIdParam,
        body: ZProductInput,
        response: { 200: ZProductRecord },
      },
    },
    async (request) => products.update(authOf(request), request.params.id, request.body),
  );
  for (const path of ['/produtos/delete/:id', '/produtos/:id'] as const) {
    app.delete(
      path,
      {
        config: edit,
        schema: {
          tags,
          summary: 'Mark a product DELETED (refused while work orders use it)',
          params: ZIdParam,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await products.remove(authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
  app.post(
    '/produtos/:id/restore',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Restore a deleted product',
        params: ZIdParam,
        response: { 200: ZProductRecord },
      },
    },
    async (request) => products.restore(authOf(request), request.params.id),
  );
  app.post(
    '/produtos/rate-calculation',
    {
      schema: {
        tags,
        summary: 'Rate calculator: product rates and totals for fields and nutrient targets',
        body: ZRateCalculationRequest,
        response: { 200: ZRateCalculationResult },
      },
    },
    async (request) =>
      products.calculateRates(authOf(request), request.body, app.services.fields, requestLocale(request)),
  );

  app.get(
    '/tipoproduto/all',
    { schema: { tags, summary: 'Product types', response: { 200: z.array(ZProductTypeRecord) } } },
    async () => products.productTypes(),
  );
  for (const path of ['/culturas', '/culturas/all'] as const) {
    app.get(
      path,
      { schema: { tags, summary: 'Crops', response: { 200: z.array(ZCropRecord) } } },
      async (request) => products.crops(authOf(request)),
    );
  }
  app.get(
    '/variedades/allByCulture/:id',
    {
      schema: {
        tags,
        summary: 'Varieties of a crop',
        params: ZIdParam,
        response: { 200: z.array(ZCropVarietyRecord) },
      },
    },
    async (request) => products.varieties(authOf(request), request.params.id),
  );
  app.get(
    '/estagios/all',
    {
      schema: { tags, summary: 'Growth stages of every crop', response: { 200: z.array(ZCropStageRecord) } },
    },
    async (request) => products.stages(authOf(request)),
  );
}
