import { z } from 'zod';
import { ZActiveLocationRequest, ZLocation, ZUnit } from '@tramline/domain';
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
    { schema: { tags: ['tenancy'], summary: "The owner's settings and features", response: { 200: ZOwnerSettings } } },
    async (request) => tenancy.ownerSettings(authOf(request)),
  );

  app.get(
    '/usuario/:login',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Support contact of a user',
        params: z.object({ login: z.string().min(1).max(100) }),
        response: { 200: z.object({ email: z.string().nullable() }) },
      },
    },
    async (request) => tenancy.supportContact(authOf(request), request.params.login),
  );
}
