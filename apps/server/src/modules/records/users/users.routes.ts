import { z } from 'zod';
import {
  ZIdParam,
  ZOnboardingRequest,
  ZPage,
  ZPasswordChangeRequest,
  ZUserCreated,
  ZUserFilter,
  ZUserInput,
  ZUserListQuery,
  ZUserProfile,
  ZUserRecord,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['users'];

/** User records (`usuarios`) for those who manage users, and each user's own account. */
export function usersRoutes(app: TApi) {
  const users = app.services.users;
  const manage = { permission: 'users.manage' as const };

  app.get(
    '/usuarios',
    {
      config: manage,
      schema: {
        tags,
        summary: 'List users',
        querystring: ZUserListQuery,
        response: { 200: ZPage(ZUserRecord) },
      },
    },
    async (request) => users.list(authOf(request), request.query),
  );
  app.post(
    '/usuarios/by_filter',
    {
      config: manage,
      schema: { tags, summary: 'Filter users', body: ZUserFilter, response: { 200: ZPage(ZUserRecord) } },
    },
    async (request) => users.list(authOf(request), request.body),
  );
  app.get(
    '/usuarios/me',
    { schema: { tags, summary: 'My account', response: { 200: ZUserProfile } } },
    async (request) => users.profile(authOf(request)),
  );
  app.put(
    '/usuarios/me/password',
    {
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags,
        summary: 'Change my password',
        body: ZPasswordChangeRequest,
        response: { 200: ZUserProfile },
      },
    },
    async (request) => users.changePassword(authOf(request), request.body),
  );
  app.post(
    '/usuarios/me/onboarding',
    {
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags,
        summary: 'Accept the terms, set a new password and confirm my details',
        body: ZOnboardingRequest,
        response: { 200: ZUserProfile },
      },
    },
    async (request) => users.completeOnboarding(authOf(request), request.body),
  );
  app.get(
    '/usuarios/:id',
    {
      config: manage,
      schema: { tags, summary: 'One user', params: ZIdParam, response: { 200: ZUserRecord } },
    },
    async (request) => users.get(authOf(request), request.params.id),
  );
  app.post(
    '/usuarios',
    {
      config: manage,
      schema: { tags, summary: 'Create a user', body: ZUserInput, response: { 201: ZUserCreated } },
    },
    async (request, reply) => reply.status(201).send(await users.create(authOf(request), request.body)),
  );
  app.put(
    '/usuarios',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Save a user (id in body)',
        body: ZUserInput,
        response: { 200: ZUserRecord, 201: ZUserCreated },
      },
    },
    async (request, reply) => {
      const { id } = request.body;
      if (id === undefined) return reply.status(201).send(await users.create(authOf(request), request.body));
      return users.update(authOf(request), id, request.body);
    },
  );
  app.put(
    '/usuarios/:id',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Edit a user',
        params: ZIdParam,
        body: ZUserInput,
        response: { 200: ZUserRecord },
      },
    },
    async (request) => users.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/usuarios/:id',
    {
      config: manage,
      schema: { tags, summary: 'Delete a user', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await users.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
