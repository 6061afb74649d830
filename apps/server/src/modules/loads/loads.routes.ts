import {
  ZIdParam,
  ZLoad,
  ZLoadMark,
  ZLoadsDay,
  ZLoadsQuery,
  ZTenderHistoricQuery,
  ZTenderTruckLogQuery,
  ZTripLog,
  ZTripLogPage,
  ZTripLogWithDetails,
} from '@tramline/domain';
import { z } from 'zod';
import { authOf, type TApi } from '../../http/types';

const tags = ['loads'];

/** The day's loads and the yard's marks (`/mix-operator`), and the spec's tender dispatch and trip-log calls. */
export function loadsRoutes(app: TApi) {
  const loads = app.services.loads;

  app.get(
    '/loads',
    {
      schema: {
        tags,
        summary: "The day's loads from the active plans, each with its ticket and the yard's marks",
        querystring: ZLoadsQuery,
        response: { 200: ZLoadsDay },
      },
    },
    async (request) => loads.day(authOf(request), request.query),
  );
  app.put(
    '/loads/status',
    {
      config: { permission: 'loads.operate' },
      schema: {
        tags,
        summary: 'Mark a load mixed, loaded, dispatched or back to pending (409 when stale or out of order)',
        body: ZLoadMark,
        response: { 200: ZLoad },
      },
    },
    async (request) => loads.mark(authOf(request), request.body),
  );
  app.get(
    '/tender/dispatch/historic',
    {
      schema: {
        tags,
        summary: 'Loads dispatched on a day, of one tender truck or machine or all',
        querystring: ZTenderHistoricQuery,
        response: { 200: z.array(ZTripLog) },
      },
    },
    async (request) => loads.historic(authOf(request), request.query),
  );
  app.get(
    '/tender/dispatch/historic/details/:id',
    {
      schema: {
        tags,
        summary: 'One dispatched load with its lines (date, machine, quantity, sequence, ticket)',
        params: ZIdParam,
        response: { 200: ZTripLogWithDetails },
      },
    },
    async (request) => loads.historicDetails(authOf(request), request.params.id),
  );
  app.get(
    '/log/log-tender-truck',
    {
      schema: {
        tags,
        summary: 'The trip log: loads dispatched, paged with search, sort and dates',
        querystring: ZTenderTruckLogQuery,
        response: { 200: ZTripLogPage },
      },
    },
    async (request) => loads.tenderTruckLog(authOf(request), request.query),
  );
}
