import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZAreaGeometry, ZAreaGeometryValue, ZBoundingBox, ZPoint } from '../geo/geojson';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A field without its boundary: what lists, pickers and the map selector show. Area in hectares. */
export const ZFieldSummary = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  growerId: z.number().int(),
  growerName: z.string(),
  farmId: z.number().int(),
  farmName: z.string(),
  zoneId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
  /** Hectares: from the boundary when there is one, else as typed; null when unknown. */
  areaHectares: z.number().nullable(),
  centroid: ZPoint.nullable(),
  bbox: ZBoundingBox.nullable(),
  /** No boundary: the field cannot be synced ('Geometry missing to sync'). */
  geometryMissing: z.boolean(),
  active: z.boolean(),
  version: z.number().int(),
});
export type TFieldSummary = z.infer<typeof ZFieldSummary>;

export const ZFieldRecord = ZFieldSummary.extend({ geometry: ZAreaGeometryValue.nullable() });
export type TFieldRecord = z.infer<typeof ZFieldRecord>;

/** Create or edit a field. The area is computed from the boundary; `areaHectares` counts only without one. */
export const ZFieldInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    farmId: ZId,
    zoneId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((value) => value ?? null),
    name: z.string().trim().min(1).max(120),
    code: optionalText(40),
    geometry: ZAreaGeometry.nullish().transform((value) => value ?? null),
    areaHectares: z
      .number()
      .gt(0)
      .max(1_000_000)
      .nullish()
      .transform((value) => value ?? null),
    active: z.boolean().default(true),
  })
  .strict();
export type TFieldInput = z.infer<typeof ZFieldInput>;

/**
 * `POST /talhoes/{id}/split`: the field's boundary cut into parts (drawn in the map editor). The
 * first part keeps the field (and the orders on it); each further part becomes a new field of the
 * same farm and zone, named `names[i]` or after the field.
 */
export const ZFieldSplitInput = z
  .object({
    version: ZId,
    parts: z.array(ZAreaGeometry).min(2).max(20),
    names: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
  })
  .strict();
export type TFieldSplitInput = z.infer<typeof ZFieldSplitInput>;

/**
 * `POST /talhoes/merge`: two touching fields of one farm become the first; the second is deleted
 * when nothing used it, else deactivated. The server computes the merged boundary.
 */
export const ZFieldMergeInput = z
  .object({
    fields: z
      .array(z.object({ id: ZId, version: ZId }).strict())
      .length(2)
      .refine((pair) => pair[0]!.id !== pair[1]!.id, { message: 'invalidValue' }),
  })
  .strict();
export type TFieldMergeInput = z.infer<typeof ZFieldMergeInput>;

/** What a split or a merge answers: the fields as they are now (the kept one first). */
export const ZFieldEditResult = z.object({
  fields: z.array(ZFieldRecord),
  /** Merge only: the absorbed field, and whether it was deleted (else deactivated, as it was used). */
  removed: z.object({ id: z.number().int(), deleted: z.boolean() }).optional(),
});
export type TFieldEditResult = z.infer<typeof ZFieldEditResult>;

export const ZFieldListQuery = z.object({
  growerId: ZIdText.optional(),
  farmId: ZIdText.optional(),
  zoneId: ZIdText.optional(),
  geometryMissing: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

/** Largest boundary file accepted by the import, bytes. */
export const FIELD_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Largest total a zipped boundary file may inflate to, bytes (its Shapefile parts together). */
export const FIELD_IMPORT_MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;
/** Most entries a zipped boundary file may hold. */
export const FIELD_IMPORT_MAX_ZIP_ENTRIES = 500;
/** Most boundaries one import may create. */
export const FIELD_IMPORT_MAX_FEATURES = 2000;

/** `POST /talhoes/import` query: where the imported fields go, and whether to only read the file. */
export const ZFieldImportQuery = z.object({
  farmId: ZIdText,
  zoneId: ZIdText.optional(),
  /** `true` reads and checks the file without creating fields. */
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** One boundary read from an import file. */
export const ZImportedBoundary = z.object({
  index: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  areaHectares: z.number(),
  geometry: ZAreaGeometryValue,
});
export type TImportedBoundary = z.infer<typeof ZImportedBoundary>;

/** `POST /talhoes/import`: what was read, what was skipped and why, and (unless a dry run) the fields made. */
export const ZFieldImportResult = z.object({
  format: z.enum(['geojson', 'shapefile', 'kml']),
  boundaries: z.array(ZImportedBoundary),
  skipped: z.array(
    z.object({ index: z.number().int(), reason: z.enum(['notPolygon', 'invalidGeometry', 'notWgs84']) }),
  ),
  created: z.array(ZFieldSummary),
});
export type TFieldImportResult = z.infer<typeof ZFieldImportResult>;
