import { z } from 'zod';
import {
  ZEquipmentGroupFilter,
  ZEquipmentGroupGetQuery,
  ZEquipmentGroupIdName,
  ZEquipmentGroupInput,
  ZEquipmentGroupListQuery,
  ZEquipmentGroupRecord,
  ZEquipmentGroupStatusInput,
  ZEquipmentGroupSummary,
  ZGroupMachineEntry,
  ZGroupMember,
  ZGroupMemberUpdate,
  ZGroupStatusQuery,
  ZGroupTender,
  ZIdParam,
  ZImplementRecord,
  ZPage,
  ZPageQuery,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['equipment groups'];
/** Equipment groups of the active branch (spec part 2 §7, `config-proc-ordem-servico`). */
export function equipmentGroupsRoutes(app: TApi) {
  const groups = app.services.equipmentGroups;
  const edit = { permission: 'records.edit' as const };
  const base = '/config-proc-ordem-servico';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'List equipment groups',
        querystring: ZPageQuery.extend(ZEquipmentGroupListQuery.shape),
        response: { 200: ZPage(ZEquipmentGroupSummary) },
      },
    },
    async (request) =>
      groups.list(authOf(request), { ...request.query, locationIds: request.query.cdLocation }),
  );
  app.post(
    `${base}/by_filter`,
    {
      schema: {
        tags,
        summary: 'Filter equipment groups',
        body: ZEquipmentGroupFilter,
        response: { 200: ZPage(ZEquipmentGroupSummary) },
      },
    },
    async (request) => groups.list(authOf(request), request.body),
  );
  app.get(
    `${base}/all`,
    {
      schema: {
        tags,
        summary: 'Every equipment group of the branch',
        response: { 200: z.array(ZEquipmentGroupSummary) },
      },
    },
    async (request) => groups.all(authOf(request)),
  );
  app.get(
    `${base}/all-units`,
    {
      schema: {
        tags,
        summary: 'Equipment groups of every permitted branch',
        response: { 200: z.array(ZEquipmentGroupSummary) },
      },
    },
    async (request) => groups.allUnits(authOf(request)),
  );
  app.get(
    `${base}/all-active-current-unit`,
    {
      schema: {
        tags,
        summary: 'Active equipment groups of the branch',
        response: { 200: z.array(ZEquipmentGroupSummary) },
      },
    },
    async (request) => groups.all(authOf(request), { active: true }),
  );
  app.get(
    `${base}/groups-id-desc-by-status`,
    {
      schema: {
        tags,
        summary: 'Ids and names of the groups with a status (A active, I inactive)',
        querystring: ZGroupStatusQuery,
        response: { 200: z.array(ZEquipmentGroupIdName) },
      },
    },
    async (request) => groups.idDescByStatus(authOf(request), request.query.status),
  );
  app.get(
    `${base}/manage/trailers`,
    { schema: { tags, summary: 'Trailers a member may pull', response: { 200: z.array(ZImplementRecord) } } },
    async (request) => groups.trailers(authOf(request)),
  );
  app.get(
    `${base}/manage/implment/:id`,
    {
      schema: {
        tags,
        summary: 'Implements a machine can work with',
        params: ZIdParam,
        response: { 200: z.array(ZImplementRecord) },
      },
    },
    async (request) => groups.implementsForEquipment(authOf(request), request.params.id),
  );
  app.get(
    `${base}/manage/:id`,
    {
      schema: {
        tags,
        summary: 'A group for its form',
        params: ZIdParam,
        response: { 200: ZEquipmentGroupRecord },
      },
    },
    async (request) => groups.get(authOf(request), request.params.id),
  );
  app.post(
    `${base}/manage/create`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Save a group: creates it without an id, edits it with one',
        body: ZEquipmentGroupInput,
        response: { 200: ZEquipmentGroupRecord, 201: ZEquipmentGroupRecord },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined) return reply.status(201).send(await groups.create(authOf(request), request.body));
      return groups.update(authOf(request), id, request.body);
    },
  );
  app.get(
    `${base}/equipments/:id`,
    {
      schema: {
        tags,
        summary: "A machine's entry in its group, by the machine's id",
        params: ZIdParam,
        response: { 200: ZGroupMachineEntry },
      },
    },
    async (request) => groups.entryOfEquipment(authOf(request), request.params.id),
  );
  app.put(
    `${base}/equipments`,
    {
      config: edit,
      schema: {
        tags,
        summary: "Save one member's figures",
        body: ZGroupMemberUpdate,
        response: { 200: ZGroupMember },
      },
    },
    async (request) => groups.updateMember(authOf(request), request.body),
  );
  app.get(
    `${base}/:id/equipments`,
    {
      schema: {
        tags,
        summary: 'Member machines of a group',
        params: ZIdParam,
        response: { 200: z.array(ZGroupMember) },
      },
    },
    async (request) => groups.members(authOf(request), request.params.id),
  );
  app.get(
    `${base}/:id/tender-truck`,
    {
      schema: {
        tags,
        summary: 'Tender trucks of a group',
        params: ZIdParam,
        response: { 200: z.array(ZGroupTender) },
      },
    },
    async (request) => groups.tenders(authOf(request), request.params.id),
  );
  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One group; journeys without start and end are never kept',
        params: ZIdParam,
        querystring: ZEquipmentGroupGetQuery,
        response: { 200: ZEquipmentGroupRecord },
      },
    },
    async (request) => groups.get(authOf(request), request.params.id),
  );
  app.post(
    base,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Create a group',
        body: ZEquipmentGroupInput,
        response: { 201: ZEquipmentGroupRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await groups.create(authOf(request), request.body)),
  );
  app.put(
    `${base}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a group',
        params: ZIdParam,
        body: ZEquipmentGroupInput,
        response: { 200: ZEquipmentGroupRecord },
      },
    },
    async (request) => groups.update(authOf(request), request.params.id, request.body),
  );
  app.put(
    `${base}/:id/status`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Activate or deactivate a group',
        params: ZIdParam,
        body: ZEquipmentGroupStatusInput,
        response: { 200: ZEquipmentGroupRecord },
      },
    },
    async (request) =>
      groups.setActive(authOf(request), request.params.id, request.body.active, request.body.version),
  );
  app.delete(
    `${base}/:id`,
    {
      config: edit,
      schema: {
        tags,
        summary: 'Delete a group no work order used',
        params: ZIdParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await groups.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
