import { z } from 'zod';
import { ZId } from '../ids';
import { MAX_PAGE_SIZE } from '../paging';
import { messageRef } from '../validation';
import { ZCapacity, ZMixtureType } from './compartment';
import { ZEquipmentType } from './equipment';
import { ZProductType } from './product';
import { ZWidth } from './implement';

/** Weekdays of the working periods, Sunday first as in the spec. */
export const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;
export const ZWeekday = z.enum(WEEKDAYS);
export type TWeekday = z.infer<typeof ZWeekday>;

/** What kind of work the group does. */
export const DISTRIBUTION_TYPES = ['spraying', 'spreading', 'seeding', 'blending'] as const;
/** How loads are consolidated on a tender truck. */
export const CONSOLIDATIONS = [
  'none',
  'one-order-per-truck',
  'multiple-orders-same-grower',
  'multiple-growers',
] as const;
/** When chemical is added: never, at the shed (hot loading) or at the field (in-field injection). */
export const CHEMICAL_ADDITIONS = ['never', 'at-shed', 'at-field'] as const;
/** The order tender trucks are loaded in: as they arrive at the shed, or in the order of the schedule. */
export const TENDER_LOADING_ORDERS = ['by-arrival', 'by-schedule'] as const;
/** Crop timings a group may be limited to (spec part 1 §9). */
export const GROUP_TIMING_FILTERS = ['pre-plant', 'pre-emerge', 'post-emerge', 'burndown'] as const;

export const ZDistributionType = z.enum(DISTRIBUTION_TYPES);
export const ZConsolidation = z.enum(CONSOLIDATIONS);
export const ZChemicalAddition = z.enum(CHEMICAL_ADDITIONS);
export const ZTenderLoadingOrder = z.enum(TENDER_LOADING_ORDERS);
export const ZGroupTimingFilter = z.enum(GROUP_TIMING_FILTERS);

export const GROUP_NAME_MAX = 60;
/** Balance loads: the share of a full load below which loads are evened out, 0.01 to 1. */
export const BALANCE_LOADS_MIN = 0.01;
export const BALANCE_LOADS_MAX = 1;
/** Fastest operation speed accepted, km/h (about 50 mph). */
export const OPERATION_SPEED_MAX = 80;
/** Fastest road speed accepted, km/h (about 80 mph). */
export const TRAVEL_SPEED_MAX = 130;
/** Longest cleaning or refill time accepted: 8 hours, in seconds. */
export const SERVICE_TIME_MAX_SECONDS = 8 * 3600;
/** Refill time the optimiser assumes for a member without one: 20 minutes. */
export const DEFAULT_REFILL_DURATION_SECONDS = 20 * 60;
export const GROUP_MEMBERS_MAX = 100;

const minute = z.number().int().min(0, messageRef('minuteRange')).max(59, messageRef('minuteRange'));

/** A time of day in the unit's time zone. The hour may not be below 0 (spec), nor above 23. */
export const ZClock = z.object({ hour: z.number().int().min(0).max(23), minute }).strict();
export type TClock = z.infer<typeof ZClock>;
/** A duration in hours and minutes (the overtime limit). */
export const ZHoursMinutes = z.object({ hour: z.number().int().min(0).max(23), minute }).strict();

/** Minutes from midnight of a clock time. */
export const minutesOfDay = (clock: { hour: number; minute: number }) => clock.hour * 60 + clock.minute;
/** The clock time of minutes from midnight. */
export const clockOf = (minutes: number): TClock => ({
  hour: Math.floor(minutes / 60),
  minute: minutes % 60,
});
/** `06:05` for a clock. */
export const formatClock = (clock: TClock) =>
  `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`;

/** A working period (journey) of one weekday. */
export const ZWorkingPeriod = z.object({
  dayOfWeek: ZWeekday,
  start: ZClock,
  end: ZClock,
  overtimeLimit: ZHoursMinutes,
});
export type TWorkingPeriod = z.infer<typeof ZWorkingPeriod>;

export const ZWorkingPeriodInput = z
  .object({
    dayOfWeek: ZWeekday,
    start: ZClock.nullish(),
    end: ZClock.nullish(),
    overtimeLimit: ZHoursMinutes.nullish(),
  })
  .strict();

/**
 * Working periods: a journey without start and end is dropped; one with only one of them needs the
 * other; the end comes after the start; one journey per weekday.
 */
export const ZWorkingPeriodsInput = z
  .array(ZWorkingPeriodInput)
  .max(WEEKDAYS.length * 2)
  .default([])
  .superRefine((periods, context) => {
    const days = new Set<TWeekday>();
    periods.forEach((period, index) => {
      const hasStart = period.start != null;
      const hasEnd = period.end != null;
      if (!hasStart && !hasEnd) return;
      if (!hasStart)
        context.addIssue({ code: 'custom', path: [index, 'start'], message: messageRef('required') });
      if (!hasEnd)
        context.addIssue({ code: 'custom', path: [index, 'end'], message: messageRef('required') });
      if (period.start && period.end && minutesOfDay(period.end) <= minutesOfDay(period.start))
        context.addIssue({ code: 'custom', path: [index, 'end'], message: messageRef('workingPeriodOrder') });
      if (days.has(period.dayOfWeek))
        context.addIssue({
          code: 'custom',
          path: [index, 'dayOfWeek'],
          message: messageRef('workingDayRepeated'),
        });
      days.add(period.dayOfWeek);
    });
  })
  .transform((periods) =>
    periods
      .filter(
        (period): period is typeof period & { start: TClock; end: TClock } =>
          period.start != null && period.end != null,
      )
      .map((period) => ({ ...period, overtimeLimit: period.overtimeLimit ?? { hour: 0, minute: 0 } })),
  );

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const ZSeconds = z.number().int().min(0).max(SERVICE_TIME_MAX_SECONDS);

/** A machine that applies in the group. Speeds km/h, width metres, times seconds. */
export const ZGroupMemberInput = z
  .object({
    id: ZId.optional(),
    cdEquipamento: ZId,
    description: optionalText(GROUP_NAME_MAX),
    implementId: nullable(ZId),
    implementWidth: nullable(ZWidth),
    compartmentCount: nullable(z.number().int().min(0).max(20)),
    operationSpeed: z.number().positive().max(OPERATION_SPEED_MAX),
    travelSpeed: z.number().positive().max(TRAVEL_SPEED_MAX),
    warehouseId: nullable(ZId),
    cleaningTime: nullable(ZSeconds),
    refillDuration: ZSeconds.nullish().transform((value) => value ?? DEFAULT_REFILL_DURATION_SECONDS),
    allowLoadsFromOtherTenders: z.boolean().default(false),
  })
  .strict();
export type TGroupMemberInput = z.infer<typeof ZGroupMemberInput>;

/** A tender truck of the group. */
export const ZGroupTenderInput = z
  .object({
    id: ZId.optional(),
    cdEquipamento: ZId,
    description: optionalText(GROUP_NAME_MAX),
    warehouseId: nullable(ZId),
    loadLastToFirst: z.boolean().default(false),
  })
  .strict();
export type TGroupTenderInput = z.infer<typeof ZGroupTenderInput>;

/**
 * Create or edit an equipment group (the spec's 'config'). Capacities are litres for liquid and
 * ammonia groups, kilograms for dry; the liquid-rate threshold is l/ha; the auto-send time and
 * working periods are clock times in the branch's time zone.
 */
export const ZEquipmentGroupInput = z
  .object({
    id: ZId.optional(),
    version: ZId.optional(),
    name: z.string().trim().min(1).max(GROUP_NAME_MAX),
    active: z.boolean().default(true),
    productiveOperation: optionalText(GROUP_NAME_MAX),
    locationIds: z.array(ZId).max(200).default([]),
    distributionType: nullable(ZDistributionType),
    productTypeFilter: z.array(ZProductType).max(4).default([]),
    timingFilter: z.array(ZGroupTimingFilter).max(GROUP_TIMING_FILTERS.length).default([]),
    liquidRateThreshold: nullable(z.number().positive().max(10_000)),
    mixtureType: ZMixtureType.default('LIQUID'),
    consolidation: ZConsolidation.default('none'),
    chemicalAddition: ZChemicalAddition.default('never'),
    tankCapacity: nullable(ZCapacity),
    blenderCapacity: nullable(ZCapacity),
    balanceLoads: nullable(
      z
        .number()
        .min(BALANCE_LOADS_MIN, messageRef('balanceLoads'))
        .max(BALANCE_LOADS_MAX, messageRef('balanceLoads')),
    ),
    autoSendLoads: z.boolean().default(false),
    autoSendTime: nullable(ZClock),
    robot: z.boolean().default(false),
    autoAssignWorkOrders: z.boolean().default(false),
    individualOrdersPerField: z.boolean().default(false),
    tenderLoadingOrder: ZTenderLoadingOrder.default('by-arrival'),
    workingPeriods: ZWorkingPeriodsInput,
    equipments: z.array(ZGroupMemberInput).max(GROUP_MEMBERS_MAX).default([]),
    tenderTrucks: z.array(ZGroupTenderInput).max(GROUP_MEMBERS_MAX).default([]),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.autoSendLoads && value.autoSendTime === null)
      context.addIssue({ code: 'custom', path: ['autoSendTime'], message: messageRef('required') });
    const seen = new Set<number>();
    const check = (list: 'equipments' | 'tenderTrucks', id: number, index: number) => {
      if (seen.has(id))
        context.addIssue({
          code: 'custom',
          path: [list, index, 'cdEquipamento'],
          message: messageRef('groupEquipmentRepeated'),
        });
      seen.add(id);
    };
    value.equipments.forEach((member, index) => check('equipments', member.cdEquipamento, index));
    value.tenderTrucks.forEach((tender, index) => check('tenderTrucks', tender.cdEquipamento, index));
  });
export type TEquipmentGroupInput = z.infer<typeof ZEquipmentGroupInput>;

const ZMachineFacts = {
  equipmentName: z.string(),
  equipmentCode: z.string(),
  equipmentType: ZEquipmentType,
  warehouseName: z.string().nullable(),
};

export const ZGroupMember = z.object({
  id: z.number().int(),
  cdEquipamento: z.number().int(),
  description: z.string().nullable(),
  implementId: z.number().int().nullable(),
  implementName: z.string().nullable(),
  implementWidth: z.number().nullable(),
  compartmentCount: z.number().int().nullable(),
  operationSpeed: z.number(),
  travelSpeed: z.number(),
  warehouseId: z.number().int().nullable(),
  cleaningTime: z.number().int().nullable(),
  refillDuration: z.number().int(),
  allowLoadsFromOtherTenders: z.boolean(),
  ...ZMachineFacts,
});
export type TGroupMember = z.infer<typeof ZGroupMember>;

export const ZGroupTender = z.object({
  id: z.number().int(),
  cdEquipamento: z.number().int(),
  description: z.string().nullable(),
  warehouseId: z.number().int().nullable(),
  loadLastToFirst: z.boolean(),
  ...ZMachineFacts,
});
export type TGroupTender = z.infer<typeof ZGroupTender>;

/** An equipment group as it travels on the wire. */
export const ZEquipmentGroupRecord = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  /** The branch's time zone, in which the auto-send time and working periods are read. */
  timeZone: z.string(),
  name: z.string(),
  active: z.boolean(),
  productiveOperation: z.string().nullable(),
  locationIds: z.array(z.number().int()),
  distributionType: ZDistributionType.nullable(),
  productTypeFilter: z.array(ZProductType),
  timingFilter: z.array(ZGroupTimingFilter),
  liquidRateThreshold: z.number().nullable(),
  mixtureType: ZMixtureType,
  consolidation: ZConsolidation,
  chemicalAddition: ZChemicalAddition,
  tankCapacity: z.number().nullable(),
  blenderCapacity: z.number().nullable(),
  balanceLoads: z.number().nullable(),
  autoSendLoads: z.boolean(),
  autoSendTime: ZClock.nullable(),
  robot: z.boolean(),
  autoAssignWorkOrders: z.boolean(),
  individualOrdersPerField: z.boolean(),
  tenderLoadingOrder: ZTenderLoadingOrder,
  workingPeriods: z.array(ZWorkingPeriod),
  equipments: z.array(ZGroupMember),
  tenderTrucks: z.array(ZGroupTender),
  version: z.number().int(),
});
export type TEquipmentGroupRecord = z.infer<typeof ZEquipmentGroupRecord>;

/** A line of the group list. */
export const ZEquipmentGroupSummary = z.object({
  id: z.number().int(),
  cdUnidade: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  mixtureType: ZMixtureType,
  distributionType: ZDistributionType.nullable(),
  robot: z.boolean(),
  autoSendLoads: z.boolean(),
  locationIds: z.array(z.number().int()),
  equipmentCount: z.number().int(),
  tenderCount: z.number().int(),
  version: z.number().int(),
});
export type TEquipmentGroupSummary = z.infer<typeof ZEquipmentGroupSummary>;

/** `GET /groups-id-desc-by-status`: id and name. */
export const ZEquipmentGroupIdName = z.object({
  id: z.number().int(),
  description: z.string(),
  active: z.boolean(),
});

/** `status=A` active, `I` inactive; several allowed. */
export const ZGroupStatusQuery = z.object({
  status: z
    .union([z.enum(['A', 'I']), z.array(z.enum(['A', 'I']))])
    .optional()
    .transform((value) =>
      value === undefined ? ['A' as const, 'I' as const] : Array.isArray(value) ? value : [value],
    ),
});

export const ZEquipmentGroupListQuery = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

/** `POST /config-proc-ordem-servico/by_filter` body. */
export const ZEquipmentGroupFilter = z
  .object({
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    sort: z.string().optional(),
    search: z.string().trim().min(2).max(200).optional(),
    active: z.boolean().optional(),
    robot: z.boolean().optional(),
    mixtureType: ZMixtureType.optional(),
  })
  .strict();

/** `PUT /config-proc-ordem-servico/{id}/status`: the active/inactive toggle. */
export const ZEquipmentGroupStatusInput = z.object({ active: z.boolean(), version: ZId }).strict();

/** `PUT /config-proc-ordem-servico/equipments`: a member's figures edited on their own. */
export const ZGroupMemberUpdate = ZGroupMemberInput.extend({ id: ZId });

/** `GET /config-proc-ordem-servico/equipments/{id}`: a machine's entry in its group, by the machine's id. */
export const ZGroupMachineEntry = z.object({
  groupId: z.number().int(),
  /** Whether the machine is a member (applies) or a tender (refills); the matching field is set, the other null. */
  role: z.enum(['member', 'tender']),
  member: ZGroupMember.nullable(),
  tender: ZGroupTender.nullable(),
});
export type TGroupMachineEntry = z.infer<typeof ZGroupMachineEntry>;

/** `GET /config-proc-ordem-servico/{id}` query: the spec's `fromManage=true` variant answers the same group. */
export const ZEquipmentGroupGetQuery = z.object({ fromManage: z.enum(['true', 'false']).optional() });
