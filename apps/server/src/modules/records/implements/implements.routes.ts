import { z } from 'zod';
import {
  ZAgriculturalImplementInput,
  ZIdParam,
  ZImplementFilter,
  ZImplementInput,
  ZImplementListQuery,
  ZImplementLocationAssignment,
  ZImplementNotFixedQuery,
  ZImplementRecord,
  ZImplementsForEquipmentQuery,
  ZPage,
  ZPageQuery,
  ZUpdatedCount,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['implements'];

/** Implements of the active branch (spec part 2 §7, base `implemento`). Trailers are in the trailers module. */
export function implementsRoutes(app: TApi) {
  const implementsService = app.services.implements;
  const edit = { permission: 'records.edit' as const };
  const base = '/implemento';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'List implements and trailers',
        querystring: ZPageQuery.extend(ZImplementListQuery.shape),
        response: { 200: ZPage(ZImplementRecord) },
      },
    },
    async (request) => {
      const { productMixTp, listLocations, type, ...query } = request.query;
      return implementsService.list(authOf(request), {
        ...query,
        kind: type,
        mixtureType: productMixTp,
        locationIds: listLocations ?? query.cdLocation,
      });
    },
  );
  app.post(
    `${base}/by_filter`,
    {
      schema: {
        tags,
        summary: 'Filter implements',
        body: ZImplementFilter,
        response: { 200: ZPage(ZImplementRecord) },
      },
    },
    async (request) => {
      const { type, ...query } = request.body;
      return implementsService.list(authOf(request), { ...query, kind: type });
    },
  );
  app.get(
    `${base}/agricultural-not-fixed`,
    {
      schema: {
        tags,
        summary: 'Active agricultural implements not fixed on a machine, by mixture type and offices',
        querystring: ZImplementNotFixedQuery,
        response: { 200: z.array(ZImplementRecord) },
      },
    },
    async (request) =>
      implementsService.all(authOf(request), {
        kind: 'agricultural',
        fixed: false,
        active: true,
        mixtureType: request.query.productMixTp,
        locationIds: request.query.listLocations,
      }),
  );
  app.get(
    `${base}/agricultural-fixed-unrelated`,
    {
      schema: {
        tags,
        summary: 'Fixed agricultural implements not yet fixed on a machine',
        response: { 200: z.array(ZImplementRecord) },
      },
    },
    async (request) =>
      implementsService.all(authOf(request), { kind: 'agricultural', fixed: true, unrelated: true }),
  );
  app.get(
    `${base}/agricultural-implement-not-fixed`,
    {
      schema: {
        tags,
        summary: 'Page of agricultural implements not fixed on a machine',
        querystring: ZPageQuery,
        response: { 200: ZPage(ZImplementRecord) },
      },
    },
    async (request) =>
      implementsService.list(authOf(request), { ...request.query, kind: 'agricultural', fixed: false }),
  );
  app.get(
    `${base}/implement-no-location`,
    {
      schema: {
        tags,
        summary: 'Implements and trailers without an office',
        response: { 200: z.array(ZImplementRecord) },
      },
    },
    async (request) => implementsService.all(authOf(request), { withoutLocation: true }),
  );
  app.put(
    `${base}/implement-no-location`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Give implements without an office one',
        body: ZImplementLocationAssignment,
        response: { 200: ZUpdatedCount },
      },
    },
    async (request) =>
      implementsService.assignLocation(authOf(request), request.body.ids, request.body.locationId),
  );
  app.get(
    `${base}/busca-por-equipamento`,
    {
      schema: {
        tags,
        summary:
          "Implements a machine can work with: its fixed implement, else the branch's free ones of the kind",
        querystring: ZImplementsForEquipmentQuery,
        response: { 200: z.array(ZImplementRecord) },
      },
    },
    async (request) =>
      app.services.equipmentGroups.implementsForEquipment(
        authOf(request),
        request.query.cdEquipamento,
        request.query.implementoTpUso,
      ),
  );
  app.post(
    `${base}/agricultural`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create an agricultural implement',
        body: ZAgriculturalImplementInput,
        response: { 201: ZImplementRecord },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await implementsService.create(authOf(request), request.body)),
  );
  app.put(
    `${base}/agricultural`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save an agricultural implement (id in body)',
        body: ZAgriculturalImplementInput,
        response: { 200: ZImplementRecord, 201: ZImplementRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined)
        return reply.status(201).send(await implementsService.create(authOf(request), request.body));
      return implementsService.update(authOf(request), id, request.body, 'agricultural');
    },
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One implement or trailer',
        params: ZIdParam,
        response: { 200: ZImplementRecord },
      },
    },
    async (request) => implementsService.get(authOf(request), request.params.id),
  );
  app.post(
    base,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create an implement or trailer',
        body: ZImplementInput,
        response: { 201: ZImplementRecord },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await implementsService.create(authOf(request), request.body)),
  );
  app.put(
    base,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save an implement (id in body)',
        body: ZImplementInput,
        response: { 200: ZImplementRecord, 201: ZImplementRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined)
        return reply.status(201).send(await implementsService.create(authOf(request), request.body));
      return implementsService.update(authOf(request), id, request.body);
    },
  );
  app.put(
    `${base}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit an implement',
        params: ZIdParam,
        body: ZImplementInput,
        response: { 200: ZImplementRecord },
      },
    },
    async (request) => implementsService.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    `${base}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete an implement nothing refers to',
        params: ZIdParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await implementsService.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
