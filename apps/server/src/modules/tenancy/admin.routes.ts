import { z } from 'zod';
import {
  ZBranchInput,
  ZBranchRecord,
  ZIdParam,
  ZOwnerInput,
  ZOwnerRecord,
  ZUserPermittedScope,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const tags = ['admin'];
const administer = { permission: 'tenancy.admin' as const };

/** `/admin`: branch records, the owner's settings and each user's permitted branches and locations. */
export function adminRoutes(app: TApi) {
  const admin = app.services.admin;

  app.get(
    '/admin/unidades',
    {
      schema: {
        tags,
        summary: "The caller's branches as records (inactive ones too)",
        response: { 200: z.array(ZBranchRecord) },
      },
    },
    async (request) => admin.listBranches(authOf(request)),
  );
  app.get(
    '/admin/unidades/:id',
    {
      schema: {
        tags,
        summary: 'A branch record; 404 outside the caller’s branches',
        params: ZIdParam,
        response: { 200: ZBranchRecord },
      },
    },
    async (request) => admin.getBranch(authOf(request), request.params.id),
  );
  app.post(
    '/admin/unidades',
    {
      config: administer,
      schema: {
        tags,
        summary: 'Create a branch (granted to its creator)',
        description: 'Time zone: an IANA name. Code: unique in the owner (409 branchCodeInUse).',
        body: ZBranchInput,
        response: { 201: ZBranchRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await admin.createBranch(authOf(request), request.body)),
  );
  app.put(
    '/admin/unidades/:id',
    {
      config: administer,
      schema: {
        tags,
        summary: 'Edit a branch; 409 when `version` is stale',
        params: ZIdParam,
        body: ZBranchInput,
        response: { 200: ZBranchRecord },
      },
    },
    async (request) => admin.updateBranch(authOf(request), request.params.id, request.body),
  );
  app.get(
    '/admin/owner',
    { schema: { tags, summary: "The caller's owner and its settings", response: { 200: ZOwnerRecord } } },
    async (request) => admin.getOwner(authOf(request)),
  );
  app.put(
    '/admin/owner',
    {
      config: administer,
      schema: {
        tags,
        summary: "Edit the owner's name, support chat address and support email; 409 when stale",
        body: ZOwnerInput,
        response: { 200: ZOwnerRecord },
      },
    },
    async (request) => admin.updateOwner(authOf(request), request.body),
  );
  app.get(
    '/admin/permitted-scopes',
    {
      // The user records are read with users.manage; so are their grants.
      config: { permission: 'users.manage' },
      schema: {
        tags,
        summary: 'Users of the caller’s branches with their permitted branches, regions and locations',
        response: { 200: z.array(ZUserPermittedScope) },
      },
    },
    async (request) => admin.permittedScopes(authOf(request)),
  );
}
