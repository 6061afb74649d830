import { z } from 'zod';
import {
  ZActiveLocationRequest,
  ZActiveLocations,
  ZActiveLocationsSaved,
  ZFitBounds,
  ZFitBoundsQuery,
  ZIdParam,
  ZLoginParam,
  ZOwnerSettings,
  ZPage,
  ZRegion,
  ZSupportContact,
  ZUnit,
  ZUnitFilter,
  ZUnitRegion,
  ZUnitRegionQuery,
  ZUnitSupportEmail,
  ZUnitSupportEmailInput,
  ZUnitWithMeasures,
  ZUserUnitsQuery,
} from '@tramline/domain';
import { authOf, type TApi } from '../../http/types';

export function tenancyRoutes(app: TApi) {
  const tenancy = app.services.tenancy;
  const units = { tags: ['tenancy'], response: { 200: z.array(ZUnit) } };

  app.get('/usuario/unidades', { schema: { ...units, summary: 'Branches of the user' } }, async (request) =>
    tenancy.selectableUnits(authOf(request)),
  );
  app.get(
    '/unidades/unidadesPorUsuario',
    { schema: { ...units, summary: 'Branches of the user' } },
    async (request) => tenancy.selectableUnits(authOf(request)),
  );

  app.get(
    '/activeLocation',
    {
      schema: {
        tags: ['tenancy'],
        summary: 'Permitted and active locations of the current branch',
        response: { 200: ZActiveLocations },
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
        response: { 200: ZActiveLocationsSaved },
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
        params: ZLoginParam,
        response: { 200: ZSupportContact },
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
        params: ZIdParam,
        body: ZUnitSupportEmailInput,
        response: { 200: ZUnitSupportEmail },
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
        response: { 200: z.array(ZRegion) },
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
        querystring: ZUnitRegionQuery,
        response: { 200: ZUnitRegion },
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
        querystring: ZFitBoundsQuery,
        response: { 200: ZFitBounds },
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
        querystring: ZUserUnitsQuery,
        response: { 200: z.array(ZUnitWithMeasures) },
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
        body: ZUnitFilter,
        response: { 200: ZPage(ZUnit) },
      },
    },
    async (request) => tenancy.filterUnits(authOf(request), request.body),
  );
}
