import { z } from 'zod';
import { ZIdParam, ZPage, ZVoucherInput, ZVoucherListQuery, ZVoucherRecord } from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['vouchers'];

/** Vouchers of the active branch (`/admin/voucher` screen). */
export function vouchersRoutes(app: TApi) {
  const vouchers = app.services.vouchers;
  const manage = { permission: 'users.manage' as const };

  app.get(
    '/vouchers',
    {
      config: manage,
      schema: {
        tags,
        summary: 'List vouchers',
        querystring: ZVoucherListQuery,
        response: { 200: ZPage(ZVoucherRecord) },
      },
    },
    async (request) => vouchers.list(authOf(request), request.query),
  );
  app.get(
    '/vouchers/:id',
    {
      config: manage,
      schema: { tags, summary: 'One voucher', params: ZIdParam, response: { 200: ZVoucherRecord } },
    },
    async (request) => vouchers.get(authOf(request), request.params.id),
  );
  app.post(
    '/vouchers',
    {
      config: manage,
      schema: { tags, summary: 'Create a voucher', body: ZVoucherInput, response: { 201: ZVoucherRecord } },
    },
    async (request, reply) => reply.status(201).send(await vouchers.create(authOf(request), request.body)),
  );
  app.put(
    '/vouchers',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Save a voucher (id in body)',
        body: ZVoucherInput,
        response: { 200: ZVoucherRecord, 201: ZVoucherRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined)
        return reply.status(201).send(await vouchers.create(authOf(request), request.body));
      return vouchers.update(authOf(request), id, request.body);
    },
  );
  app.put(
    '/vouchers/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a voucher',
        params: ZIdParam,
        body: ZVoucherInput,
        response: { 200: ZVoucherRecord },
      },
    },
    async (request) => vouchers.update(authOf(request), request.params.id, request.body),
  );
  app.post(
    '/vouchers/:id/cancel',
    {
      config: manage,
      schema: { tags, summary: 'Cancel a voucher', params: ZIdParam, response: { 200: ZVoucherRecord } },
    },
    async (request) => vouchers.cancel(authOf(request), request.params.id),
  );
  app.delete(
    '/vouchers/:id',
    {
      config: manage,
      schema: { tags, summary: 'Delete a voucher', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await vouchers.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
