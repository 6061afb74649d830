import { z } from 'zod';
import {
  canManageInvites,
  ZIdParam,
  ZInviteAcceptance,
  ZInviteAccepted,
  ZInviteDetail,
  ZInviteHashParams,
  ZInviteInput,
  ZInviteLinkInput,
  ZInviteListQuery,
  ZInviteOwnerQuery,
  ZInviteRecord,
  ZInviteUpdate,
  ZPage,
} from '@tramline/domain';
import type { FastifyRequest } from 'fastify';
import { authOf, type TApi } from '../../../http/types';
import { AppError } from '../../../http/errors';

const tags = ['invites'];

/** Header or query parameter naming the company of a public invite call. */
const OWNER_HEADER = 'owner';

/** Invites: managed under `/invites`, opened and accepted by the invited person under `/invite/{hash}`. */
export function invitesRoutes(app: TApi) {
  const invites = app.services.invites;
  const manage = { permission: 'users.manage' as const };
  /** The invite list is for top managers and administrators only. */
  const inviters = async (request: FastifyRequest) => {
    if (!canManageInvites(authOf(request).roles)) throw new AppError(403, 'forbidden');
  };

  app.get(
    '/invites',
    {
      config: manage,
      preHandler: inviters,
      schema: {
        tags,
        summary: 'List invites',
        querystring: ZInviteListQuery,
        response: { 200: ZPage(ZInviteRecord) },
      },
    },
    async (request) => invites.list(authOf(request), request.query),
  );
  app.get(
    '/invites/:id',
    {
      config: manage,
      preHandler: inviters,
      schema: { tags, summary: 'One invite', params: ZIdParam, response: { 200: ZInviteRecord } },
    },
    async (request) => invites.get(authOf(request), request.params.id),
  );
  app.post(
    '/invites',
    {
      config: manage,
      preHandler: inviters,
      schema: {
        tags,
        summary: 'Invite a top manager or manager',
        body: ZInviteInput,
        response: { 201: ZInviteRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await invites.create(authOf(request), request.body)),
  );
  app.put(
    '/invites/:id',
    {
      config: manage,
      preHandler: inviters,
      schema: {
        tags,
        summary: 'Edit the contact of an invite',
        params: ZIdParam,
        body: ZInviteUpdate,
        response: { 200: ZInviteRecord },
      },
    },
    async (request) => invites.update(authOf(request), request.params.id, request.body),
  );
  app.post(
    '/invites/:id/disable',
    {
      config: manage,
      preHandler: inviters,
      schema: { tags, summary: 'Switch an invite off', params: ZIdParam, response: { 200: ZInviteRecord } },
    },
    async (request) => invites.setActive(authOf(request), request.params.id, false),
  );
  app.post(
    '/invites/:id/enable',
    {
      config: manage,
      preHandler: inviters,
      schema: {
        tags,
        summary: 'Switch an invite on again',
        params: ZIdParam,
        response: { 200: ZInviteRecord },
      },
    },
    async (request) => invites.setActive(authOf(request), request.params.id, true),
  );
  app.post(
    '/invites/:id/link',
    {
      config: manage,
      preHandler: inviters,
      schema: {
        tags,
        summary: 'Issue a new link (the old one stops working), optionally emailed',
        params: ZIdParam,
        body: ZInviteLinkInput,
        response: { 200: ZInviteRecord },
      },
    },
    async (request) => invites.reissue(authOf(request), request.params.id, request.body.send),
  );
  app.delete(
    '/invites/:id',
    {
      config: manage,
      preHandler: inviters,
      schema: {
        tags,
        summary: 'Delete an invite that was not used',
        params: ZIdParam,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await invites.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/invite/:hash',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The invite of a link (company in the owner header or query)',
        params: ZInviteHashParams,
        querystring: ZInviteOwnerQuery,
        response: { 200: ZInviteDetail },
      },
    },
    async (request) => {
      const header = request.headers[OWNER_HEADER];
      const owner = request.query.owner ?? (Array.isArray(header) ? header[0] : header);
      if (!owner) throw new AppError(404, 'invalidInvite');
      return invites.detail(owner, request.params.hash);
    },
  );
  app.post(
    '/invite/:hash/accept',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Accept the terms, set the password and create the account',
        params: ZInviteHashParams,
        body: ZInviteAcceptance,
        response: { 200: ZInviteAccepted },
      },
    },
    async (request) => invites.accept(request.params.hash, request.body),
  );
}
