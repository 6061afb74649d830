import fastifyMultipart from '@fastify/multipart';
import {
  TICKET_FILE_LIMITS,
  ZTicketFileColumnsAnswer,
  ZTicketFileColumnsInput,
  ZTicketFileImportQuery,
  ZTicketFileImportResult,
} from '@tramline/domain';
import { AppError } from '../../http/errors';
import type { FastifyRequest } from 'fastify';
import { authOf, type TApi } from '../../http/types';

const tags = ['integration'];
const manage = { permission: 'integration.manage' as const };

/** The uploaded file (multipart `file`), read whole under the size limit. */
async function uploaded(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, 'ticketFileRequired');
  const file = await request.file();
  if (!file) throw new AppError(400, 'ticketFileRequired');
  try {
    return await file.toBuffer();
  } catch {
    throw new AppError(400, 'bodyTooLarge');
  }
}

/** The file adapter's calls: column mapping, upload of blend tickets, applied amounts back. */
export function integrationFileRoutes(app: TApi) {
  const files = app.services.integration.files;

  app.get(
    '/integration/files/columns',
    {
      config: manage,
      schema: {
        tags,
        summary: 'The saved column mapping of ticket files',
        response: { 200: ZTicketFileColumnsAnswer },
      },
    },
    async (request) => files.columns(authOf(request)),
  );
  app.put(
    '/integration/files/columns',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Save which file header holds each ticket column (null: not in the file)',
        body: ZTicketFileColumnsInput,
        response: { 200: ZTicketFileColumnsAnswer },
      },
    },
    async (request) => files.saveColumns(authOf(request), request.body.columns),
  );
  app.get(
    '/integration/files/applied.csv',
    {
      config: manage,
      schema: { tags, summary: 'Closed orders’ status and applied amounts as CSV, for the ERP to import' },
    },
    async (request, reply) => {
      const csv = await files.appliedCsv(authOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applied-amounts.csv"')
        .send(csv);
    },
  );

  app.register(async (scope: TApi) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: TICKET_FILE_LIMITS.maxBytes, files: 1, fields: 5 },
    });
    scope.post(
      '/integration/files/columns/inspect',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Read a file’s headers and suggest its column mapping (multipart `file`)',
          response: { 200: ZTicketFileColumnsAnswer },
        },
      },
      async (request) => files.columns(authOf(request), await uploaded(request)),
    );
    scope.post(
      '/integration/files/tickets',
      {
        config: manage,
        schema: {
          tags,
          summary: 'Import blend tickets from a CSV or XLSX file (multipart `file`)',
          querystring: ZTicketFileImportQuery,
          response: { 200: ZTicketFileImportResult },
        },
      },
      async (request) => files.importFile(authOf(request), await uploaded(request), request.query.dryRun),
    );
  });
}
