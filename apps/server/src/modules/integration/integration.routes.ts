import { z } from 'zod';
import {
  ZBlendTicketIntegrate,
  ZIdParam,
  ZIdText,
  ZIgnoreProductInput,
  ZIntegrationLogEntry,
  ZIntegrationLogQuery,
  ZIntegrationRow,
  ZIntegrationSettings,
  ZIntegrationSettingsInput,
  ZMapping,
  ZMappingInput,
  ZMappingQuery,
  ZPage,
  ZPendenciesQuery,
  ZPendencyStatus,
  ZSaveWorkOrdersResult,
  ZSyncResult,
  ZUnitDeParaInput,
} from '@tramline/domain';
import { notFound } from '../../http/errors';
import { authOf, type TApi } from '../../http/types';

const tags = ['integration'];
const manage = { permission: 'integration.manage' as const };

/**
 * The farm-system integration: the spec's calls (part 2 §7, ERP integration) and the same
 * operations as plain REST under `/integration`. Every call needs `integration.manage`, except
 * `GET /permission`, which says whether the caller has it.
 */
export function integrationRoutes(app: TApi) {
  const integration = app.services.integration;
  const ZTestResult = z.object({ ok: z.boolean(), message: z.string().nullable() });
  const ZRows = ZPage(ZIntegrationRow);
  const ZLog = ZPage(ZIntegrationLogEntry);

  app.get(
    '/permission',
    {
      schema: {
        tags,
        summary: 'Whether the caller maps and syncs in a branch',
        querystring: z.object({ cdUnidade: ZIdText.optional() }),
        response: { 200: z.object({ cdUnidade: z.number().int(), integrationManage: z.boolean() }) },
      },
    },
    async (request) => integration.permission(authOf(request), request.query.cdUnidade),
  );

  app.get(
    '/integration/settings',
    {
      config: manage,
      schema: { tags, summary: 'The branch connection', response: { 200: ZIntegrationSettings } },
    },
    async (request) => integration.getSettings(authOf(request)),
  );
  app.put(
    '/integration/settings',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Set the branch connection (the API key is write-only)',
        body: ZIntegrationSettingsInput,
        response: { 200: ZIntegrationSettings },
      },
    },
    async (request) => integration.saveSettings(authOf(request), request.body),
  );
  app.post(
    '/integration/settings/test',
    { config: manage, schema: { tags, summary: 'Test the connection', response: { 200: ZTestResult } } },
    async (request) => integration.testConnection(authOf(request)),
  );

  for (const path of ['/integrar-dados/integrar', '/integration/sync']) {
    const method = path === '/integration/sync' ? app.post.bind(app) : app.get.bind(app);
    method(
      path,
      {
        config: manage,
        schema: { tags, summary: 'Pull blend tickets from the ERP now', response: { 200: ZSyncResult } },
      },
      async (request) => integration.syncNow(authOf(request)),
    );
  }
  for (const path of ['/enviar-dados', '/integration/send'])
    app.get(
      path,
      {
        config: manage,
        schema: {
          tags,
          summary: 'Send closed orders’ statuses the ERP has not received',
          response: { 200: z.object({ sent: z.number().int() }) },
        },
      },
      async (request) => integration.sendPending(authOf(request)),
    );

  for (const path of ['/pendencias', '/ordemservico/pendencias', '/integration/rows'])
    app.get(
      path,
      {
        config: manage,
        schema: {
          tags,
          summary: 'Pending items (integration rows)',
          querystring: ZPendenciesQuery,
          response: { 200: ZRows },
        },
      },
      async (request) => integration.pendencies(authOf(request), request.query),
    );
  app.get(
    '/blendtickets/status',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Active rows per status',
        response: { 200: z.record(z.string(), z.number()) },
      },
    },
    async (request) => integration.statusCounts(authOf(request)),
  );
  app.post(
    '/blendtickets/status/:id/:status',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Set a pendency active (A) or cancelled (C)',
        params: ZIdParam.extend({ status: ZPendencyStatus }),
        response: { 200: ZIntegrationRow },
      },
    },
    async (request) => integration.setPendency(authOf(request), request.params.id, request.params.status),
  );
  for (const path of ['/blendtickets/integrate', '/integration/work-orders'])
    app.post(
      path,
      {
        config: manage,
        schema: {
          tags,
          summary: 'Save work orders from attached tickets (one ticket, one order)',
          body: ZBlendTicketIntegrate,
          response: { 200: ZSaveWorkOrdersResult },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (request.body.cd_unidade !== undefined && request.body.cd_unidade !== auth.unitId)
          throw notFound();
        return integration.saveWorkOrders(auth, {
          ticketNumber: request.body.ticketnumber,
          force: request.body.force_updates,
        });
      },
    );

  app.get(
    '/integration/mappings',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The codes of one tab and their mapping',
        querystring: ZMappingQuery,
        response: { 200: z.array(ZMapping) },
      },
    },
    async (request) => integration.mappings(authOf(request), request.query.kind),
  );
  app.get(
    '/products',
    {
      config: manage,
      schema: { tags, summary: 'ERP products and their mapping', response: { 200: z.array(ZMapping) } },
    },
    async (request) => integration.mappings(authOf(request), 'product'),
  );
  for (const path of ['/integration/mappings', '/products'])
    app.post(
      path,
      {
        config: manage,
        schema: {
          tags,
          summary: 'Map or unmap an ERP code',
          body: ZMappingInput,
          response: { 200: ZMapping },
        },
      },
      async (request) => integration.setMapping(authOf(request), request.body),
    );
  app.post(
    '/integration/ignored-products',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Ignore an ERP product, or stop ignoring it',
        body: ZIgnoreProductInput,
        response: { 200: ZMapping },
      },
    },
    async (request) => integration.ignoreProduct(authOf(request), request.body.erpCode, request.body.ignored),
  );
  app.post(
    '/unidade-medida-depara/createDePara',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Map an ERP unit code to a measure unit',
        body: ZUnitDeParaInput,
        response: { 200: ZMapping },
      },
    },
    async (request) =>
      integration.setMapping(authOf(request), {
        kind: 'unit',
        erpCode: request.body.codigoErp,
        targetId: null,
        targetCode: request.body.unidadeMedida,
      }),
  );
  app.delete(
    '/produtor/:id/:growerCode',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Forget an ERP grower: its tickets without an order are cancelled',
        params: ZIdParam.extend({ growerCode: z.string().min(1).max(60) }),
        response: { 200: z.object({ cancelled: z.number().int() }) },
      },
    },
    async (request) =>
      integration.forgetGrower(authOf(request), request.params.id, request.params.growerCode),
  );
  app.get(
    '/integrar-dados/field/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Whether a field can be synced (it needs a boundary)',
        params: ZIdParam,
        response: { 200: z.object({ id: z.number().int(), ok: z.boolean() }) },
      },
    },
    async (request) => integration.checkField(authOf(request), request.params.id),
  );
  for (const path of ['/integration-status', '/integration/log'])
    app.get(
      path,
      {
        config: manage,
        schema: {
          tags,
          summary: 'The integration log, newest first',
          querystring: ZIntegrationLogQuery,
          response: { 200: ZLog },
        },
      },
      async (request) => integration.log(authOf(request), request.query),
    );
}
