import { z } from 'zod';
import { ZId } from '../ids';
import { ZAreaGeometry, ZAreaGeometryValue, ZBoundingBox, ZLatitude, ZLongitude } from '../geo/geojson';
import { messageRef } from '../validation';

const incomplete = messageRef('territoryIncomplete');

/** A territory as it travels on the wire: name, map colour, drawn shape and its label marker. */
export const ZTerritoryRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  name: z.string(),
  /** `#rrggbb`. */
  color: z.string(),
  geometry: ZAreaGeometryValue,
  marker: z.object({ latitude: z.number(), longitude: z.number() }),
  areaHectares: z.number(),
  bbox: ZBoundingBox,
  version: z.number().int(),
});
export type TTerritoryRecord = z.infer<typeof ZTerritoryRecord>;

/**
 * Create or edit a territory. The spec's rule: 'a marker must be placed, a name entered and a
 * drawing inserted' — any of the three missing answers that message on its field.
 */
export const ZTerritoryInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    name: z.string({ error: incomplete }).trim().min(1, incomplete).max(120),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, messageRef('colorFormat'))
      .transform((value) => value.toLowerCase()),
    marker: z.object({ latitude: ZLatitude, longitude: ZLongitude }, { error: incomplete }),
    geometry: z
      .custom<unknown>((value) => value !== undefined && value !== null, incomplete)
      .pipe(ZAreaGeometry),
  })
  .strict();
export type TTerritoryInput = z.infer<typeof ZTerritoryInput>;
export type TTerritoryFormValues = z.input<typeof ZTerritoryInput>;

/** Colours offered for a new territory (Mantine's palette, readable on the map). */
export const TERRITORY_COLORS = [
  '#2f9e44',
  '#1c7ed6',
  '#e8590c',
  '#7048e8',
  '#c2255c',
  '#0c8599',
  '#f08c00',
  '#5c940d',
] as const;
