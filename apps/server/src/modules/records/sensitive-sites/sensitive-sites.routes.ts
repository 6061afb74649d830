import { z } from 'zod';
import {
  ZDriftwatchLayer,
  ZDriftwatchUpdateInput,
  ZFilterLayerInput,
  ZFilterLayerRecord,
  ZIdParam,
  ZSensitiveSiteInput,
  ZSensitiveSiteRecord,
} from '@tramline/domain';
import { authOf, type TApi } from '../../../http/types';

const tags = ['maps'];

/**
 * Sensitive sites with their no-spray buffers (the spec shows no paths for them), and the saved
 * filter layers with the DriftWatch layer (`/filter-layer`, the spec's Maps calls).
 */
export function sensitiveSitesRoutes(app: TApi) {
  const sites = app.services.sensitiveSites;
  const edit = { permission: 'records.edit' as const };

  app.get(
    '/sensitive-sites',
    {
      schema: {
        tags,
        summary: "The active branch's sensitive sites with their buffers",
        response: { 200: z.array(ZSensitiveSiteRecord) },
      },
    },
    async (request) => sites.list(authOf(request)),
  );
  app.get(
    '/sensitive-sites/:id',
    {
      schema: {
        tags,
        summary: 'One sensitive site',
        params: ZIdParam,
        response: { 200: ZSensitiveSiteRecord },
      },
    },
    async (request) => sites.get(authOf(request), request.params.id),
  );
  app.post(
    '/sensitive-sites',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Mark a sensitive site: a polygon, or a point with a radius, and its buffer (metres)',
        body: ZSensitiveSiteInput,
        response: { 201: ZSensitiveSiteRecord },
      },
    },
    async (request, reply) => reply.status(201).send(await sites.create(authOf(request), request.body)),
  );
  app.put(
    '/sensitive-sites/:id',
    {
      config: edit,
      schema: {
        tags,
        summary: 'Edit a sensitive site (with the version read; 409 when stale)',
        params: ZIdParam,
        body: ZSensitiveSiteInput,
        response: { 200: ZSensitiveSiteRecord },
      },
    },
    async (request) => sites.update(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/sensitive-sites/:id',
    {
      config: edit,
      schema: { tags, summary: 'Delete a sensitive site', params: ZIdParam, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await sites.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/filter-layer',
    {
      schema: {
        tags,
        summary: "The caller's saved map layers of the active branch",
        response: { 200: z.array(ZFilterLayerRecord) },
      },
    },
    async (request) => sites.layers(authOf(request)),
  );
  app.post(
    '/filter-layer',
    {
      schema: {
        tags,
        summary: 'Save a map layer: new without id, or a change with its id and version',
        body: ZFilterLayerInput,
        response: { 200: ZFilterLayerRecord },
      },
    },
    async (request) => sites.saveLayer(authOf(request), request.body),
  );
  app.post(
    '/filter-layer/update-driftwatch',
    {
      schema: {
        tags,
        summary:
          'Read the DriftWatch registry (sensitive crops, apiaries) for the branch, optionally in a box',
        body: ZDriftwatchUpdateInput,
        response: { 200: ZDriftwatchLayer },
      },
    },
    async (request) => sites.updateDriftwatch(authOf(request), request.body ?? {}),
  );
}
