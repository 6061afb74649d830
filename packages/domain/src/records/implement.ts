import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { MAX_PAGE_SIZE } from '../paging';
import {
  COMPARTMENTS_MAX,
  ZCapacity,
  ZCompartment,
  ZCompartmentInput,
  ZMixtureType,
  refineCompartments,
} from './compartment';

/** What an implement is used as: an agricultural implement (boom, spreader) or a trailer (nurse tank, semi). */
export const IMPLEMENT_KINDS = ['agricultural', 'trailer'] as const;
export const ZImplementKind = z.enum(IMPLEMENT_KINDS);
export type TImplementKind = z.infer<typeof ZImplementKind>;

export const IMPLEMENT_CODE_MAX = 40;
export const IMPLEMENT_NAME_MAX = 60;
export const IMPLEMENT_DESCRIPTION_MAX = 250;
/** Widest working width accepted, metres (a 120 ft boom is 36.6 m). */
export const WIDTH_MAX_METRES = 60;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** A working width in metres; positive when given. */
export const ZWidth = z.number().positive().max(WIDTH_MAX_METRES);

/** An implement or trailer as it travels on the wire. Capacities in litres (liquid, ammonia) or kilograms (dry). */
export const ZImplementRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  model: z.string().nullable(),
  /** The office the implement belongs to; null when it belongs to the whole branch. */
  locationId: z.number().int().nullable(),
  type: ZImplementKind,
  /** Mounted for good on one machine (`true`) or hitched to whichever machine a group gives it. */
  fixed: z.boolean(),
  /** Application width, metres. */
  width: z.number().nullable(),
  /** The width cannot change (a boom) rather than being set per job (a spinner spreader). */
  fixedWidth: z.boolean(),
  mixtureType: ZMixtureType,
  /** Total capacity: litres for liquid and ammonia, kilograms for dry. */
  capacity: z.number().nullable(),
  compartments: z.array(ZCompartment),
  /** The machine the implement is fixed on, when one is. */
  fixedOnEquipmentId: z.number().int().nullable(),
  active: z.boolean(),
  version: z.number().int(),
});
export type TImplementRecord = z.infer<typeof ZImplementRecord>;

const implementFields = {
  version: ZId.optional(),
  code: z.string().trim().min(1).max(IMPLEMENT_CODE_MAX),
  name: z.string().trim().min(1).max(IMPLEMENT_NAME_MAX),
  description: optionalText(IMPLEMENT_DESCRIPTION_MAX),
  model: optionalText(IMPLEMENT_NAME_MAX),
  locationId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  fixed: z.boolean().default(false),
  width: ZWidth.nullish().transform((value) => value ?? null),
  fixedWidth: z.boolean().default(true),
  mixtureType: ZMixtureType,
  capacity: ZCapacity.nullish().transform((value) => value ?? null),
  compartments: z.array(ZCompartmentInput).max(COMPARTMENTS_MAX).default([]),
  active: z.boolean().default(true),
};

/** Create or edit an implement of either kind; `id` and `version` are present when editing. */
export const ZImplementInput = z
  .object({ id: ZId.optional(), type: ZImplementKind, ...implementFields })
  .strict()
  .superRefine((value, context) => refineCompartments(context, value.compartments, value));
export type TImplementInput = z.infer<typeof ZImplementInput>;

/** `POST /implemento/agricultural` and `PUT`: an agricultural implement (the kind is implied). */
export const ZAgriculturalImplementInput = z
  .object({
    id: ZId.optional(),
    type: z.literal('agricultural').default('agricultural'),
    ...implementFields,
  })
  .strict()
  .superRefine((value, context) => refineCompartments(context, value.compartments, value));

/** Extra filters of the implement lists. */
export const ZImplementListQuery = z.object({
  type: ZImplementKind.optional(),
  productMixTp: ZMixtureType.optional(),
  fixed: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Offices to keep (spec: `listLocations`); implements without an office always show. */
  listLocations: z
    .union([ZIdText, z.array(ZIdText)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
});

/** `GET /implemento/agricultural-not-fixed` query: a mixture type and the offices to keep. */
export const ZImplementNotFixedQuery = z.object({
  productMixTp: ZMixtureType.optional(),
  listLocations: ZImplementListQuery.shape.listLocations,
});

/** `GET /implemento/busca-por-equipamento` query: the machine, and the kind of implement wanted. */
export const ZImplementsForEquipmentQuery = z.object({
  cdEquipamento: ZIdText,
  implementoTpUso: ZImplementKind.optional(),
});

/** `POST /implemento/by_filter` body. */
export const ZImplementFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    type: ZImplementKind.optional(),
    mixtureType: ZMixtureType.optional(),
    fixed: z.boolean().optional(),
    active: z.boolean().optional(),
    locationIds: z.array(ZId).max(1000).optional(),
  })
  .strict();
export type TImplementFilter = z.infer<typeof ZImplementFilter>;

/** `PUT /implemento/implement-no-location`: give implements without an office one. */
export const ZImplementLocationAssignment = z
  .object({
    ids: z.array(ZId).min(1).max(MAX_PAGE_SIZE),
    locationId: ZId,
  })
  .strict();

/** The width a machine works with: the member's own width, else the implement's, else the machine's. */
export function workingWidthOf(
  member: { implementWidth?: number | null },
  implement: { width?: number | null } | null | undefined,
  equipment: { boomWidth?: number | null; spreaderWidth?: number | null; spinnerRangeMax?: number | null },
): number | null {
  return (
    member.implementWidth ??
    implement?.width ??
    equipment.boomWidth ??
    equipment.spreaderWidth ??
    equipment.spinnerRangeMax ??
    null
  );
}
