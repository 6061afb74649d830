import {
  ZApplicationRecordQuery,
  ZApplicationReport,
  ZOperationalReport,
  ZReportQuery,
  ZTenderTruckReport,
} from '@tramline/domain';
import { requestLocale } from '../../http/locale';
import { authOf, type TApi } from '../../http/types';

const tags = ['reports'];
const config = { permission: 'reports.read' as const };

/** The reports tabs (spec part 2 §2): operational, application, and growers' application records. */
export function reportsRoutes(app: TApi) {
  const reports = app.services.reports;

  app.get(
    '/reports/operational',
    {
      config,
      schema: {
        tags,
        summary: 'Per machine and day: hours applying, travelling, stopped; planned against actual',
        querystring: ZReportQuery,
        response: { 200: ZOperationalReport },
      },
    },
    async (request) => reports.operational(authOf(request), request.query),
  );

  app.get(
    '/reports/application',
    {
      config,
      schema: {
        tags,
        summary: 'Orders closed in the range with products, registration numbers, rates, totals, label gate',
        querystring: ZReportQuery,
        response: { 200: ZApplicationReport },
      },
    },
    async (request) => reports.application(authOf(request), request.query),
  );

  app.get(
    '/reports/tender-trucks',
    {
      config,
      schema: {
        tags,
        summary:
          'Per tender truck and day, from the trip log: trips, machines served, water and products carried',
        querystring: ZReportQuery,
        response: { 200: ZTenderTruckReport },
      },
    },
    async (request) => reports.tenderTrucks(authOf(request), request.query),
  );

  app.get(
    '/reports/application-records',
    {
      config,
      schema: {
        tags,
        summary: "A grower's pesticide application records for a range, as CSV, PDF or JSON",
        querystring: ZApplicationRecordQuery,
      },
    },
    async (request, reply) => {
      const result = await reports.applicationRecords(authOf(request), request.query, requestLocale(request));
      if (result.kind === 'json') return result.records;
      return reply
        .header('content-type', result.type)
        .header('content-disposition', `attachment; filename="${result.fileName}"`)
        .send(result.content);
    },
  );
}
