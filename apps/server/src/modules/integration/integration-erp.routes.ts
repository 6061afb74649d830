import {
  ZBlendTicketCfgParams,
  ZCountWoStatusErp,
  ZCountWoStatusErpQuery,
  ZErpProductCodeParam,
  ZErpProductRecord,
  ZIdParam,
  ZInconsistentOrder,
  ZIntegrationRow,
  ZInconsistentOrdersQuery,
  ZMapping,
} from '@tramline/domain';
import { z } from 'zod';
import { authOf, type TApi } from '../../http/types';

const tags = ['integration'];
const manage = { permission: 'integration.manage' as const };

/** The spec's ERP calls whose answers it does not show; shapes in docs/integration.md. */
export function integrationErpRoutes(app: TApi) {
  const erp = app.services.integration.erp;
  const ticketGroups = app.services.integration.ticketGroups;

  app.post(
    '/blendtickets/cfg/:id/:groupId',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Choose the equipment group (order configuration) of a ticket’s order',
        params: ZBlendTicketCfgParams,
        response: { 200: ZIntegrationRow },
      },
    },
    async (request) => ticketGroups.choose(authOf(request), request.params.id, request.params.groupId),
  );
  app.delete(
    '/blendtickets/cfg/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Forget the chosen equipment group: the ticket’s own group code decides again',
        params: ZIdParam,
        response: { 200: ZIntegrationRow },
      },
    },
    async (request) => ticketGroups.clear(authOf(request), request.params.id),
  );

  app.get(
    '/products/get-sem-dto/:code',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The stored de-para record of an ERP product (code: the ERP code)',
        params: ZErpProductCodeParam,
        response: { 200: ZErpProductRecord },
      },
    },
    async (request) => erp.erpProductRecord(authOf(request), request.params.code),
  );
  app.get(
    '/products/:code',
    {
      config: manage,
      schema: {
        tags,
        summary: 'An ERP product and its mapping (code: the ERP code)',
        params: ZErpProductCodeParam,
        response: { 200: ZMapping },
      },
    },
    async (request) => erp.erpProduct(authOf(request), request.params.code),
  );
  app.delete(
    '/products/:code',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Unmap an ERP product and stop ignoring it (code: the ERP code)',
        params: ZErpProductCodeParam,
        response: { 200: ZMapping },
      },
    },
    async (request) => erp.unmapErpProduct(authOf(request), request.params.code),
  );
  app.get(
    '/work-orders/inconsistents',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Open orders made from blend tickets that have inconsistency causes',
        querystring: ZInconsistentOrdersQuery,
        response: { 200: z.array(ZInconsistentOrder) },
      },
    },
    async (request) => erp.inconsistentOrders(authOf(request), request.query.cdUnidade),
  );
  app.get(
    '/report/count-wo-status-erp',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Orders made from blend tickets, created in the days given, counted by status',
        querystring: ZCountWoStatusErpQuery,
        response: { 200: ZCountWoStatusErp },
      },
    },
    async (request) => erp.countByStatus(authOf(request), request.query),
  );
}
