import { z } from 'zod';
import { ZId } from '../ids';
import { ZAreaGeometryValue, ZBoundingBox, ZMultiPolygon, ZPolygon, ZPosition } from '../geo/geojson';
import { messageRef } from '../validation';

/**
 * Sensitive sites and their no-spray buffers: places near the fields a spray must keep away from
 * (a neighbour's sensitive crop, water, an apiary, a school or homes, an organic field). Each is
 * drawn per branch as a polygon, or a point with a radius, and carries a buffer distance; the label
 * gate refuses a day whose order's field comes within it. Distances travel in metres; the screens
 * show and take them in feet or metres by the user's units.
 */
export const SENSITIVE_SITE_KINDS = [
  'sensitiveCrop',
  'water',
  'apiary',
  'schoolOrResidence',
  'organicField',
  'other',
] as const;
export const ZSensitiveSiteKind = z.enum(SENSITIVE_SITE_KINDS);
export type TSensitiveSiteKind = z.infer<typeof ZSensitiveSiteKind>;

/** The kinds the DriftWatch registry lists (sensitive crops, organic fields and apiaries). */
export const DRIFTWATCH_KINDS: readonly TSensitiveSiteKind[] = ['sensitiveCrop', 'organicField', 'apiary'];

/** Largest buffer and radius accepted, in metres (about 10,000 ft). */
export const SENSITIVE_SITE_MAX_METRES = 3000;

export const ZSitePoint = z.object({ type: z.literal('Point'), coordinates: ZPosition });

/** A site's shape: a polygon or multipolygon, or a point (which then needs a radius). */
export const ZSensitiveSiteGeometry = z.discriminatedUnion('type', [ZPolygon, ZMultiPolygon, ZSitePoint]);

export const ZSensitiveSiteGeometryValue = z.union([
  ZAreaGeometryValue,
  z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
]);
export type TSensitiveSiteGeometry = z.infer<typeof ZSensitiveSiteGeometryValue>;

const metresField = (key: 'sensitiveSiteBufferRange' | 'sensitiveSiteRadiusRange') =>
  z
    .number({ error: messageRef(key, { max: SENSITIVE_SITE_MAX_METRES }) })
    .min(0, messageRef(key, { max: SENSITIVE_SITE_MAX_METRES }))
    .max(SENSITIVE_SITE_MAX_METRES, messageRef(key, { max: SENSITIVE_SITE_MAX_METRES }));

/** Create or edit a sensitive site. `version` is the one read, for edits (409 when stale). */
export const ZSensitiveSiteInput = z
  .object({
    version: ZId.optional(),
    name: z.string().trim().min(1).max(120),
    kind: ZSensitiveSiteKind,
    note: z.string().trim().max(1000).default(''),
    geometry: z
      .custom<unknown>((value) => value !== undefined && value !== null, messageRef('invalidGeometry'))
      .pipe(ZSensitiveSiteGeometry),
    /** Radius of a point site in metres; none for a polygon. */
    radiusMeters: metresField('sensitiveSiteRadiusRange').nullable().default(null),
    /** The no-spray buffer around the site, metres. */
    bufferMeters: metresField('sensitiveSiteBufferRange'),
  })
  .strict()
  .superRefine((input, context) => {
    const point = input.geometry.type === 'Point';
    if (point && !(input.radiusMeters !== null && input.radiusMeters > 0))
      context.addIssue({
        code: 'custom',
        path: ['radiusMeters'],
        message: messageRef('sensitiveSiteRadiusRequired'),
      });
    if (!point && input.radiusMeters !== null)
      context.addIssue({
        code: 'custom',
        path: ['radiusMeters'],
        message: messageRef('sensitiveSiteRadiusOnlyPoint'),
      });
  });
export type TSensitiveSiteInput = z.infer<typeof ZSensitiveSiteInput>;
export type TSensitiveSiteFormValues = z.input<typeof ZSensitiveSiteInput>;

/** A sensitive site as it travels on the wire. */
export const ZSensitiveSiteRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  name: z.string(),
  kind: ZSensitiveSiteKind,
  note: z.string(),
  geometry: ZSensitiveSiteGeometryValue,
  radiusMeters: z.number().nullable(),
  bufferMeters: z.number(),
  /** The site with its buffer, west, south, east, north. */
  bbox: ZBoundingBox,
  version: z.number().int(),
});
export type TSensitiveSiteRecord = z.infer<typeof ZSensitiveSiteRecord>;

/** A user's saved map layer: which site kinds and whether the DriftWatch layer are shown. */
export const ZFilterLayerInput = z
  .object({
    /** Absent to save a new layer; the layer's id and version to change one. */
    id: ZId.optional(),
    version: ZId.optional(),
    name: z.string().trim().min(1).max(80),
    kinds: z
      .array(ZSensitiveSiteKind)
      .max(SENSITIVE_SITE_KINDS.length)
      .default([...SENSITIVE_SITE_KINDS]),
    driftwatch: z.boolean().default(false),
    visible: z.boolean().default(true),
  })
  .strict();
export type TFilterLayerInput = z.infer<typeof ZFilterLayerInput>;

export const ZFilterLayerRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  name: z.string(),
  kinds: z.array(ZSensitiveSiteKind),
  driftwatch: z.boolean(),
  visible: z.boolean(),
  /** When the DriftWatch layer was last brought up to date for this layer (ISO), or null. */
  driftwatchUpdatedAt: z.string().nullable(),
  version: z.number().int(),
});
export type TFilterLayerRecord = z.infer<typeof ZFilterLayerRecord>;

/** `POST /filter-layer/update-driftwatch`: bring the registry's sites in (optionally in a box). */
export const ZDriftwatchUpdateInput = z.object({ bbox: ZBoundingBox.optional() }).strict().default({});

/** One registry entry as the DriftWatch layer shows it. */
export const ZDriftwatchSite = z.object({
  /** The registry's id of the entry. */
  externalId: z.string(),
  name: z.string(),
  kind: ZSensitiveSiteKind,
  geometry: ZSensitiveSiteGeometryValue,
  radiusMeters: z.number().nullable(),
  bufferMeters: z.number(),
});
export type TDriftwatchSite = z.infer<typeof ZDriftwatchSite>;

export const ZDriftwatchLayer = z.object({
  /** The registry adapter that answered (`embedded` reads the branch's own sites). */
  source: z.string(),
  updatedAt: z.string(),
  sites: z.array(ZDriftwatchSite),
});
export type TDriftwatchLayer = z.infer<typeof ZDriftwatchLayer>;

/** A sensitive site near one of an order's fields: the work-order ticket's hazards. */
export const ZFieldHazard = z.object({
  fieldName: z.string(),
  breach: z.object({
    site: z.object({ id: z.number(), name: z.string(), kind: ZSensitiveSiteKind, note: z.string() }),
    /** From the field's boundary to the site's edge. */
    distanceMeters: z.number(),
    bufferMeters: z.number(),
  }),
});
export type TFieldHazard = z.infer<typeof ZFieldHazard>;
