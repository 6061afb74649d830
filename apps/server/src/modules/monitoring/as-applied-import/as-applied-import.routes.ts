import fastifyMultipart from '@fastify/multipart';
import {
  AS_APPLIED_IMPORT_MAX_BYTES,
  ZAsAppliedImport,
  ZAsAppliedImportAssign,
  ZAsAppliedImportList,
  ZAsAppliedImportListQuery,
  ZAsAppliedImportQuery,
  ZIdParam,
} from '@tramline/domain';
import { AppError } from '../../../http/errors';
import { authOf, type TApi } from '../../../http/types';

const tags = ['monitoring'];
/** Dispatchers, managers and administrators: they send the days and keep the orders' amounts. */
const dispatch = { permission: 'planning.send' as const };

/** As-applied files from terminals: upload, the imports list, and assigning a pending one. */
export function asAppliedImportRoutes(app: TApi) {
  const imports = app.services.asAppliedImports;

  app.get(
    '/as-applied-imports',
    {
      schema: {
        tags,
        summary: "The branches' as-applied imports, the latest first",
        querystring: ZAsAppliedImportListQuery,
        response: { 200: ZAsAppliedImportList },
      },
    },
    async (request) => imports.list(authOf(request), request.query.status),
  );

  app.post(
    '/as-applied-imports/:id/assign',
    {
      config: dispatch,
      schema: {
        tags,
        summary: 'Store a pending as-applied import on a work order',
        description:
          "The import's points become the machine's positions on the order (the machine given, else " +
          "the one the order was last sent to); the order's coverage and applied amounts are recomputed.",
        params: ZIdParam,
        body: ZAsAppliedImportAssign,
        response: { 200: ZAsAppliedImport },
      },
    },
    async (request) => imports.assign(authOf(request), request.params.id, request.body),
  );

  // The upload reads a multipart body; the parser lives in this scope only.
  app.register(async (scope: TApi) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: AS_APPLIED_IMPORT_MAX_BYTES, files: 1, fields: 10 },
    });
    scope.post(
      '/as-applied-imports',
      {
        config: dispatch,
        schema: {
          tags,
          summary: 'Import an as-applied file from a terminal (multipart `file`)',
          description:
            'An ISO 11783-10 TaskData zip (TASKDATA.XML with TimeLogs: TLG binaries and their XML ' +
            'headers) or a zipped Shapefile of as-applied points. Each TaskData task is an import of ' +
            "its own (a Shapefile is one), matched to a work order by the task designator's ticket, " +
            "else by the points inside an order's fields; stored as the machine's positions, or kept " +
            "pending when nothing matches. Answers the imports in the file's order. The same file " +
            'again answers the first outcomes with `replayed`. A damaged or foreign archive is a 400 ' +
            'naming what is wrong, and nothing of it is stored.',
          querystring: ZAsAppliedImportQuery,
          response: { 200: ZAsAppliedImportList },
        },
      },
      async (request) => {
        const auth = authOf(request);
        if (!request.isMultipart()) throw new AppError(400, 'asAppliedImportFileRequired');
        const file = await request.file();
        if (!file) throw new AppError(400, 'asAppliedImportFileRequired');
        let data: Buffer;
        try {
          data = await file.toBuffer();
        } catch {
          throw new AppError(400, 'bodyTooLarge');
        }
        return imports.upload(auth, {
          fileName: file.filename,
          data,
          equipmentId: request.query.equipamentoId,
        });
      },
    );
  });
}
