import { z } from 'zod';
import { ZActiveLocationRequest, ZLocation, ZPage, ZUnit } from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

const ZOwnerSettings = z.object({
  code: z.string(),
  name: z.string(),
  seasonPlanning: z.boolean(),
  supportEmail: z.string().nullable(),
});

export function tenancyRoutes(app: TApi) {
  const tenancy = app.services.tenancy;
  const units = { tags: ['tenancy'], response: { 200: z.array(ZUnit) } };

  app.get('/usuario/unidades', { schema: { ...units, summary: 'Branches of the user' } }, async (request) =>
    tenancy.permittedUnits(authOf(request)),
  );
  app.get(
    '/unidades/unidadesPorUsuario',
    { schema: { ...units, summary: 'Branches of the user' } },
    async (request) => tenancy.permittedUnits(authOf(request)),
  );

  app.get(
    '/activeLocation',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Permitted and active locations of the current branch',
        response: { 200: z.object({ locations: z.array(ZLocation), active: z.array(z.number().int()) }) },
      },
    },
    async (request) => tenancy.activeLocations(authOf(request)),
  );

  app.post(
    '/activeLocation',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Choose the active locations of the current branch',
        body: ZActiveLocationRequest.strict(),
        response: { 200: z.object({ active: z.array(z.number().int()) }) },
      },
    },
    async (request) => tenancy.setActiveLocations(authOf(request), request.body.locations),
  );

  app.get(
    '/owner/settings',
    {
      schema: {
        tags: ['tenancy'],
        summary: "The owner's settings and features",
        response: { 200: ZOwnerSettings },
      },
    },
    async (request) => tenancy.ownerSettings(authOf(request)),
  );

  app.get(
    '/usuario/:login',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Support contact of a user',
        params: z.object({ login: z.string().min(1).max(100) }),
        response: {
          200: z.object({
            email: z.string().nullable(),
            supportEmail: z.string().nullable(),
            chatUrl: z.string().nullable(),
          }),
        },
      },
    },
    async (request) => tenancy.supportContact(authOf(request), request.params.login),
  );

  app.put(
    '/unidades/:id/suporte',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['tenancy'],
        summary: "Set the branch's support address (empty: the company's)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z
          .object({
            supportEmail: z
              .email()
              .max(254)
              .nullish()
              .or(z.literal('').transform(() => null))
              .transform((value) => value ?? null),
          })
          .strict(),
        response: { 200: z.object({ id: z.number().int(), supportEmail: z.string().nullable() }) },
      },
    },
    async (request) => tenancy.setSupportEmail(authOf(request), request.params.id, request.body.supportEmail),
  );

  app.get(
    '/regionais',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Regions of the owner',
        response: { 200: z.array(z.object({ id: z.number().int(), descRegional: z.string() })) },
      },
    },
    async (request) => tenancy.regions(authOf(request)),
  );

  app.get(
    '/unidades/regionalPorUnidade',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'The region of a branch and its branches',
        querystring: z.object({ cdUnidade: z.coerce.number().int().positive() }),
        response: {
          200: z.object({
            id: z.number().int().nullable(),
            descRegional: z.string().nullable(),
            units: z.array(ZUnit),
          }),
        },
      },
    },
    async (request) => tenancy.regionOfUnit(authOf(request), request.query.cdUnidade),
  );

  app.get(
    '/unidades/fitbounds',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Map box of the active branch (or its region), with padding and max zoom',
        querystring: z.object({ regional: z.enum(['true', 'false']).default('false') }),
        response: {
          200: z.object({
            /** [west, south, east, north], WGS84 degrees; null when the branch has no position. */
            bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
            padding: z.number().int(),
            maxZoom: z.number(),
          }),
        },
      },
    },
    async (request) => tenancy.fitBounds(authOf(request), request.query.regional === 'true'),
  );

  app.get(
    '/unidades/unidadesComMedidasPorUsuario',
    {
      schema: {
        tags: ['tenancy'],
        summary: "A user's branches with their measurement system",
        querystring: z.object({ cdUsuario: z.coerce.number().int().positive() }),
        response: { 200: z.array(ZUnit.extend({ unitSystem: z.enum(['imperial', 'metric']) })) },
      },
    },
    async (request) => tenancy.unitsWithMeasures(authOf(request), request.query.cdUsuario),
  );

  app.post(
    '/unidade/by_filter',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Filter the branches of the user',
        body: z
          .object({
            page: z.number().int().min(0).default(0),
            size: z.number().int().min(1).max(500).default(20),
            search: z.string().trim().min(2).max(200).optional(),
            regionId: z.number().int().positive().optional(),
          })
          .strict(),
        response: { 200: ZPage(ZUnit) },
      },
    },
    async (request) => tenancy.filterUnits(authOf(request), request.body),
  );
}
