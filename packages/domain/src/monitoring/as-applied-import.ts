import { z } from 'zod';
import { ZId, ZIdText } from '../ids';

/**
 * As-applied import: what a terminal without a live connection recorded, uploaded as a file. An
 * ISO 11783-10 TaskData archive (TASKDATA.XML with TimeLogs: TLG binaries and their XML headers)
 * or a zipped Shapefile of as-applied points. The points are stored as the machine API stores
 * live positions; a file that matches no work order waits as a pending import.
 */

/** Largest upload, bytes. */
export const AS_APPLIED_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Most bytes the archive's kept entries may inflate to together (a zip bomb stops here). */
export const AS_APPLIED_IMPORT_MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
/** Most entries the archive may list. */
export const AS_APPLIED_IMPORT_MAX_ZIP_ENTRIES = 2000;
/** Most points one file may carry (a day of a point a second is 86,400). */
export const AS_APPLIED_IMPORT_MAX_POINTS = 200_000;
/**
 * Share of the applying points that must fall inside an order's fields for the file to match that
 * order by position.
 */
export const AS_APPLIED_IMPORT_POSITION_SHARE = 0.5;

export const AS_APPLIED_IMPORT_FORMATS = ['taskdata', 'shapefile'] as const;
export const ZAsAppliedImportFormat = z.enum(AS_APPLIED_IMPORT_FORMATS);

/** `matched`: stored on an order; `pending`: waits for the dispatcher to assign it. */
export const AS_APPLIED_IMPORT_STATUSES = ['matched', 'pending'] as const;
export const ZAsAppliedImportStatus = z.enum(AS_APPLIED_IMPORT_STATUSES);
export type TAsAppliedImportStatus = z.infer<typeof ZAsAppliedImportStatus>;

/** How a file found its order: by the task's designator (ticket), by position, or by hand. */
export const AS_APPLIED_IMPORT_MATCHES = ['ticket', 'position', 'assigned'] as const;
export const ZAsAppliedImportMatch = z.enum(AS_APPLIED_IMPORT_MATCHES);

/** `POST /as-applied-imports` query: the machine that did the work, else the order's planned one. */
export const ZAsAppliedImportQuery = z.object({
  equipamentoId: ZIdText.optional(),
});

/** `GET /as-applied-imports` query. */
export const ZAsAppliedImportListQuery = z.object({
  status: ZAsAppliedImportStatus.optional(),
});

/** `POST /as-applied-imports/{id}/assign`: a pending import goes to an order (and a machine). */
export const ZAsAppliedImportAssign = z.object({
  cdOrdemServico: ZId,
  /** The machine that did the work; the order's planned machine when left out. */
  equipamentoId: ZId.optional(),
});
export type TAsAppliedImportAssign = z.infer<typeof ZAsAppliedImportAssign>;

export const ZAsAppliedImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: ZAsAppliedImportFormat,
  status: ZAsAppliedImportStatus,
  match: ZAsAppliedImportMatch.nullable(),
  /** The task's designator (a Shapefile names none). */
  taskDesignators: z.array(z.string()),
  /** The task's place among the file's tasks with positions, from 0 (each task is an import). */
  part: z.number().int(),
  /**
   * The order it is stored on; on a pending import, the order its task named or its points lay in
   * when no machine was known for it (none given, none sent the order), else null.
   */
  cdOrdemServico: z.number().int().nullable(),
  /** The order's ticket number, for the screen. */
  vlOrdemServico: z.string().nullable(),
  equipamentoId: z.number().int().nullable(),
  points: z.number().int(),
  /** First and last point's instant (UTC). */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** Hectares covered, from the order's recomputed coverage once matched. */
  appliedArea: z.number().nullable(),
  /** Litres or kilograms put out, from the coverage; null when the file reported no rate. */
  appliedVolume: z.number().nullable(),
  createdAt: z.string(),
  /** True when the same file was uploaded before: this is the first upload's outcome. */
  replayed: z.boolean(),
});
export type TAsAppliedImport = z.infer<typeof ZAsAppliedImport>;

export const ZAsAppliedImportList = z.array(ZAsAppliedImport);
