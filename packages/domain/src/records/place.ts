import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { ZLatitude, ZLongitude } from '../geo/geojson';
import { ZProductType } from './product';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A place (warehouse) as it travels on the wire. SI units: metres, kilograms. */
export const ZPlaceRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  /** The office (location) the place belongs to. */
  cdLocalizacao: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Other offices the place serves. */
  associatedLocations: z.array(z.number().int()),
  /** Product classes kept here. */
  productClasses: z.array(ZProductType),
  /** Radius of the property around the position, metres (shown in yards in English). */
  propertyRadius: z.number(),
  /** Blender capacity per load, kilograms; null when the place has no blender. */
  blenderCapacity: z.number().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type TPlaceRecord = z.infer<typeof ZPlaceRecord>;

/** Smallest blender capacity a place may state, kilograms (the spec names a minimum, not its value). */
export const MIN_BLENDER_CAPACITY_KG = 0;

/** Create or edit a place; `id` and `version` are present when editing. */
export const ZPlaceInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    name: z.string().trim().min(1).max(120),
    address: optionalText(250),
    cdLocalizacao: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((value) => value ?? null),
    latitude: ZLatitude,
    longitude: ZLongitude,
    associatedLocations: z.array(ZId).max(200).default([]),
    productClasses: z.array(ZProductType).max(4).default([]),
    propertyRadius: z.number().gt(0).max(100_000),
    blenderCapacity: z
      .number()
      .min(MIN_BLENDER_CAPACITY_KG)
      .max(1_000_000)
      .nullish()
      .transform((value) => value ?? null),
    active: z.boolean().default(true),
  })
  .strict();
export type TPlaceInput = z.infer<typeof ZPlaceInput>;
export type TPlaceFormValues = z.input<typeof ZPlaceInput>;

/** `GET /locais/_search`: the list conventions plus the offices (`locations`) to show. */
export const ZPlaceListQuery = z.object({
  locations: z
    .union([ZIdText, z.array(ZIdText)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
});

/** `POST /locais/by_filter` body. */
export const ZPlaceFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(500).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    /** Offices (`cdLocalizacaoId`) whose places to show. */
    locations: z.array(ZId).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type TPlaceFilter = z.infer<typeof ZPlaceFilter>;

/** `PUT /locais?updateBlenderCapacity=true` also writes the blender capacity; without it the stored one stays. */
export const ZPlaceSaveQuery = z.object({
  updateBlenderCapacity: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
