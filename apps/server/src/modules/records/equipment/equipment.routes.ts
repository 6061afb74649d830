import { z } from 'zod';
import {
  type TEquipmentsByGroup,
  ZEquipmentChoiceQuery,
  ZEquipmentFilter,
  ZEquipmentInput,
  ZEquipmentListQuery,
  ZEquipmentRecord,
  ZEquipmentSearchQuery,
  ZEquipmentStatusInput,
  ZEquipmentSubgroup,
  ZEquipmentsByGroup,
  ZEquipmentTypeStatusParams,
  ZIdParam,
  ZPage,
  ZPageQuery,
} from '@tramline/domain';
import { notFound } from '../../../http/errors';
import { authOf, type TApi } from '../../../http/types';

const tags = ['equipment'];
/** Machines of the active branch (spec part 2 §7, `equipamentos`). */
export function equipmentRoutes(app: TApi) {
  const equipment = app.services.equipment;
  const edit = { permission: 'records.edit' as const };
  const base = '/equipamentos';

  // The ERP side of the spec names the machine list, create and delete in the singular
  // (`/equipamento`); those paths are aliases of the plural ones with the same schemas.
  for (const path of [base, '/equipamento'] as const)
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'List machines',
          querystring: ZPageQuery.extend(ZEquipmentListQuery.shape),
          response: { 200: ZPage(ZEquipmentRecord) },
        },
      },
      async (request) => equipment.list(authOf(request), { ...request.query, types: request.query.type }),
    );
  app.post(
    '/equipamento/by_filter',
    {
      schema: {
        tags,
        summary: 'Filter machines',
        body: ZEquipmentFilter,
        response: { 200: ZPage(ZEquipmentRecord) },
      },
    },
    async (request) => equipment.list(authOf(request), request.body),
  );
  app.get(
    `${base}/equipments-no-pagination`,
    {
      schema: {
        tags,
        summary: 'Every machine of the branch',
        querystring: ZEquipmentSearchQuery,
        response: { 200: z.array(ZEquipmentRecord) },
      },
    },
    async (request) =>
      equipment.all(authOf(request), {
        search: request.query.search || undefined,
        types: request.query.type,
        active: request.query.active,
      }),
  );
  app.get(
    `${base}/equipments-for-tender`,
    {
      schema: {
        tags,
        summary: 'Tender trucks a group may take (not in another group)',
        querystring: ZEquipmentChoiceQuery,
        response: { 200: z.array(ZEquipmentRecord) },
      },
    },
    async (request) =>
      equipment.choicesForGroup(authOf(request), 'tender', {
        search: request.query.search,
        groupId: request.query.config,
      }),
  );
  app.get(
    `${base}/equipments-no-tender`,
    {
      schema: {
        tags,
        summary: 'Machines other than tender trucks a group may take (not in another group)',
        querystring: ZEquipmentChoiceQuery,
        response: { 200: z.array(ZEquipmentRecord) },
      },
    },
    async (request) =>
      equipment.choicesForGroup(authOf(request), 'member', {
        search: request.query.search,
        groupId: request.query.config,
      }),
  );
  app.get(
    `${base}/vistaSubGrupos`,
    {
      schema: {
        tags,
        summary: 'Active machines by equipment group and type',
        response: { 200: z.array(ZEquipmentSubgroup) },
      },
    },
    async (request) => equipment.subgroups(authOf(request)),
  );
  app.get(
    `${base}/grupoEquipamentos`,
    {
      schema: {
        tags,
        summary: 'Active machines by equipment group',
        response: { 200: z.array(ZEquipmentsByGroup) },
      },
    },
    async (request) => {
      const byGroup = new Map<number | null, TEquipmentsByGroup>();
      for (const line of await equipment.subgroups(authOf(request))) {
        const entry = byGroup.get(line.groupId) ?? {
          groupId: line.groupId,
          groupName: line.groupName,
          equipmentIds: [],
        };
        entry.equipmentIds.push(...line.equipmentIds);
        byGroup.set(line.groupId, entry);
      }
      return [...byGroup.values()];
    },
  );
  app.get(
    `${base}/vistaSubGrupoByEquip/:id`,
    {
      schema: {
        tags,
        summary: "A machine's group and type line",
        params: ZIdParam,
        response: { 200: ZEquipmentSubgroup },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await equipment.get(auth, request.params.id);
      const line = (await equipment.subgroups(auth)).find((entry) =>
        entry.equipmentIds.includes(request.params.id),
      );
      if (!line) throw notFound();
      return line;
    },
  );
  app.post(
    '/equipamento/por-tipo-status-equipamento/:type/:status',
    {
      schema: {
        tags,
        summary: 'Machines of a type (or `all`) and status (A active, I inactive, T all)',
        params: ZEquipmentTypeStatusParams,
        response: { 200: z.array(ZEquipmentRecord) },
      },
    },
    async (request) => {
      const { type, status } = request.params;
      return equipment.all(authOf(request), {
        types: type === 'all' ? undefined : [type],
        active: status === 'T' ? undefined : status === 'A',
      });
    },
  );
  app.get(
    `${base}/:id`,
    { schema: { tags, summary: 'One machine', params: ZIdParam, response: { 200: ZEquipmentRecord } } },
    async (request) => equipment.get(authOf(request), request.params.id),
  );
  for (const path of [base, '/equipamento'] as const)
    app.post(
      path,
      {
        config: edit,
        schema: {
          tags,
          summary: 'Create a machine',
          body: ZEquipmentInput,
          response: { 201: ZEquipmentRecord },
        },
      },
      async (request, reply) => reply.status(201).send(await equipment.create(authOf(request), request.body)),
    );
  app.put(
    base,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save a machine (id in body)',
        body: ZEquipmentInput,
        response: { 200: ZEquipmentRecord, 201: ZEquipmentRecord },
      },
    },
    async (request, reply) => {
      const { cdEquipamento } = request.body;
      if (cdEquipamento === undefined)
        return reply.status(201).send(await equipment.create(authOf(request), request.body));
      return equipment.update(authOf(request), cdEquipamento, request.body);
    },
  );
  app.put(
    `${base}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a machine',
        params: ZIdParam,
        body: ZEquipmentInput,
        response: { 200: ZEquipmentRecord },
      },
    },
    async (request) => equipment.update(authOf(request), request.params.id, request.body),
  );
  app.put(
    `${base}/:id/status`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Activate or deactivate a machine',
        params: ZIdParam,
        body: ZEquipmentStatusInput,
        response: { 200: ZEquipmentRecord },
      },
    },
    async (request) =>
      equipment.setActive(authOf(request), request.params.id, request.body.active, request.body.version),
  );
  for (const path of [`${base}/:id`, '/equipamento/:id'] as const)
    app.delete(
      path,
      {
        config: edit,
        schema: {
          tags,
          summary: 'Delete a machine nothing refers to',
          params: ZIdParam,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await equipment.remove(authOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
}
