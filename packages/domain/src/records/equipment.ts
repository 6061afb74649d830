import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { MAX_PAGE_SIZE } from '../paging';
import { messageRef } from '../validation';
import {
  COMPARTMENTS_MAX,
  ZCapacity,
  ZCompartment,
  ZCompartmentInput,
  refineCompartments,
} from './compartment';
import { ZImplementKind, ZWidth } from './implement';
import { PRODUCT_TYPES, ZProductType } from './product';

/** The nine kinds of machine of the spec. */
export const EQUIPMENT_TYPES = [
  'sprayer',
  'spreader',
  'combine',
  'combo',
  'tractor',
  'robot',
  'tender-truck',
  'refill-station',
  'semi-truck',
] as const;
export const ZEquipmentType = z.enum(EQUIPMENT_TYPES);
export type TEquipmentType = z.infer<typeof ZEquipmentType>;

/** Machines that apply product in the field (members of an equipment group rather than tenders). */
export const APPLYING_EQUIPMENT_TYPES: readonly TEquipmentType[] = [
  'sprayer',
  'spreader',
  'combo',
  'robot',
  'tractor',
];

/** The road routing profile of a machine: the `vehicle` of the route call. */
export const EQUIPMENT_PROFILES = ['sprayer', 'tractor', 'truck', 'car'] as const;
export const ZEquipmentProfile = z.enum(EQUIPMENT_PROFILES);
export type TEquipmentProfile = z.infer<typeof ZEquipmentProfile>;

/** How a semi or truck pulls its load. */
export const TRAILER_TYPES = ['semi', 'trailer'] as const;
export const ZTrailerType = z.enum(TRAILER_TYPES);

/**
 * Longest equipment name (the spec's 'description'). The spec names a limit without its value; 60
 * characters fit a make, model and fleet number ("Hagie STS16 #12 North crew") with room to spare
 * and fit a terminal's display line.
 */
export const EQUIPMENT_NAME_MAX = 60;
export const EQUIPMENT_CODE_MAX = 40;
/** Share of the theoretical field capacity a machine achieves (turns, overlaps, stops). */
export const DEFAULT_FIELD_EFFICIENCY = 0.7;
/** Longest delay before a terminal asks why a machine stopped: one hour. */
export const STOP_REASON_DELAY_MAX_SECONDS = 3600;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** A machine as it travels on the wire. Widths in metres, capacities in litres, the delay in seconds. */
export const ZEquipmentRecord = z.object({
  cdEquipamento: z.number().int(),
  cdUnidade: z.number().int(),
  name: z.string(),
  clientCode: z.string().nullable(),
  /** The machine's code (fleet number). */
  equipmentId: z.string(),
  type: ZEquipmentType,
  profile: ZEquipmentProfile.nullable(),
  model: z.string().nullable(),
  make: z.string().nullable(),
  year: z.number().int().nullable(),
  controller: z.string().nullable(),
  /** The equipment group the machine works in, from the group's members and tenders. */
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  boomWidth: z.number().nullable(),
  /** Pneumatic spreader width, metres. */
  spreaderWidth: z.number().nullable(),
  /** Spinner spreader throw range, metres. */
  spinnerRangeMin: z.number().nullable(),
  spinnerRangeMax: z.number().nullable(),
  /** Tank capacity, litres. */
  tankCapacity: z.number().nullable(),
  hasFixedImplement: z.boolean(),
  fixedImplementId: z.number().int().nullable(),
  implementType: ZImplementKind.nullable(),
  /** The tanks are part of the machine (their compartments are listed here). */
  fixedTanks: z.boolean(),
  compartments: z.array(ZCompartment),
  trailerType: ZTrailerType.nullable(),
  /** Seconds stopped before the terminal asks for a stop reason. */
  stopReasonDelay: z.number().int().nullable(),
  fieldEfficiency: z.number(),
  /** Product types the machine can apply; the optimiser only gives it work orders of these. */
  productClasses: z.array(ZProductType),
  active: z.boolean(),
  version: z.number().int(),
});
export type TEquipmentRecord = z.infer<typeof ZEquipmentRecord>;

/** Create or edit a machine; `cdEquipamento` and `version` are present when editing. */
export const ZEquipmentInput = z
  .object({
    cdEquipamento: ZId.optional(),
    version: ZId.optional(),
    name: z
      .string()
      .trim()
      .min(1)
      .max(EQUIPMENT_NAME_MAX, messageRef('equipmentDescriptionLimit', { length: EQUIPMENT_NAME_MAX })),
    clientCode: optionalText(EQUIPMENT_CODE_MAX),
    equipmentId: z.string().trim().min(1).max(EQUIPMENT_CODE_MAX),
    // An empty select is 'required' rather than zod's 'invalid value' for enums.
    type: z.enum(EQUIPMENT_TYPES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? messageRef('required')
          : messageRef('invalidValue'),
    }),
    profile: nullable(ZEquipmentProfile),
    model: optionalText(60),
    make: optionalText(60),
    year: nullable(z.number().int().min(1950).max(2100)),
    controller: optionalText(60),
    boomWidth: nullable(ZWidth),
    spreaderWidth: nullable(ZWidth),
    spinnerRangeMin: nullable(ZWidth),
    spinnerRangeMax: nullable(ZWidth),
    tankCapacity: nullable(ZCapacity),
    hasFixedImplement: z.boolean().default(false),
    fixedImplementId: nullable(ZId),
    implementType: nullable(ZImplementKind),
    fixedTanks: z.boolean().default(false),
    compartments: z.array(ZCompartmentInput).max(COMPARTMENTS_MAX).default([]),
    trailerType: nullable(ZTrailerType),
    stopReasonDelay: nullable(z.number().int().min(0).max(STOP_REASON_DELAY_MAX_SECONDS)),
    fieldEfficiency: z.number().positive().max(1).default(DEFAULT_FIELD_EFFICIENCY),
    productClasses: z.array(ZProductType).max(PRODUCT_TYPES.length).default([]),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, context) => {
    if (
      value.spinnerRangeMin !== null &&
      value.spinnerRangeMax !== null &&
      value.spinnerRangeMax <= value.spinnerRangeMin
    )
      context.addIssue({
        code: 'custom',
        path: ['spinnerRangeMax'],
        message: messageRef('spinnerRangeOrder'),
      });
    if (value.hasFixedImplement && value.fixedImplementId === null)
      context.addIssue({ code: 'custom', path: ['fixedImplementId'], message: messageRef('required') });
    refineCompartments(
      context,
      value.compartments,
      value.tankCapacity === null ? null : { capacity: value.tankCapacity, mixtureType: 'LIQUID' },
    );
  });
export type TEquipmentInput = z.infer<typeof ZEquipmentInput>;

const ZBooleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));
const ZTypesQuery = z
  .union([ZEquipmentType, z.array(ZEquipmentType)])
  .optional()
  .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]));

/** Extra filters of `GET /equipamentos`. */
export const ZEquipmentListQuery = z.object({ type: ZTypesQuery, active: ZBooleanQuery });

/** `GET /equipamentos/equipments-no-pagination`: every machine of the branch, optionally by name or code. */
export const ZEquipmentSearchQuery = z
  .object({ search: z.string().trim().max(200).optional() })
  .extend(ZEquipmentListQuery.shape);

/** `GET /equipamentos/equipments-for-tender` and `equipments-no-tender`: machines a group may take. */
export const ZEquipmentChoiceQuery = z.object({
  search: z.string().trim().max(200).optional(),
  /** The group being edited: its own machines stay available. */
  config: ZIdText.optional(),
});

/** `POST /equipamento/by_filter` body. */
export const ZEquipmentFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    types: z.array(ZEquipmentType).max(EQUIPMENT_TYPES.length).optional(),
    active: z.boolean().optional(),
    groupId: ZId.optional(),
  })
  .strict();
export type TEquipmentFilter = z.infer<typeof ZEquipmentFilter>;

/** The status of `POST /equipamento/por-tipo-status-equipamento/{type}/{status}`: A active, I inactive, T all. */
export const ZEquipmentStatusCode = z.enum(['A', 'I', 'T']);

/** `POST /equipamento/por-tipo-status-equipamento/{type}/{status}` path: a type or `all`, and a status code. */
export const ZEquipmentTypeStatusParams = z.object({
  type: z.union([ZEquipmentType, z.literal('all')]),
  status: ZEquipmentStatusCode,
});

/** One line of the group views: a group (or none) and its machines by type. */
export const ZEquipmentSubgroup = z.object({
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  type: ZEquipmentType,
  count: z.number().int(),
  equipmentIds: z.array(z.number().int()),
});
export type TEquipmentSubgroup = z.infer<typeof ZEquipmentSubgroup>;

/** The routing profile a machine of a type uses when none is set. */
export function defaultProfileOf(type: TEquipmentType): TEquipmentProfile {
  switch (type) {
    case 'sprayer':
    case 'spreader':
    case 'combo':
    case 'robot':
      return 'sprayer';
    case 'tractor':
    case 'combine':
      return 'tractor';
    case 'tender-truck':
    case 'semi-truck':
      return 'truck';
    case 'refill-station':
      return 'car';
  }
}

/** `GET /equipamentos/grupoEquipamentos`: the active machines of one equipment group (or of none). */
export const ZEquipmentsByGroup = z.object({
  /** Null for the machines in no group. */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  equipmentIds: z.array(z.number().int()),
});
export type TEquipmentsByGroup = z.infer<typeof ZEquipmentsByGroup>;

/** `PUT /equipamentos/{id}/status`: activate or deactivate a machine; `version` guards against stale edits. */
export const ZEquipmentStatusInput = z.object({ active: z.boolean(), version: ZId }).strict();
export type TEquipmentStatusInput = z.infer<typeof ZEquipmentStatusInput>;
