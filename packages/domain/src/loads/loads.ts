import { z } from 'zod';
import { ZIdText } from '../ids';
import { ZPage } from '../paging';
import { ZLogQuery } from '../reports/logs';
import { ZProductType } from '../records/product';
import { ZMixtureType } from '../records/compartment';

/**
 * The day's loads (spec part 1 §1-2 `/mix-operator`, part 2 §3 trip log, §7 tender dispatch calls).
 * A load is one tank of one machine for one work order, derived on read from the active plans;
 * only the yard's marks on it (mixed, loaded, dispatched) are stored.
 */

/** Where a load is in the yard; each step follows the one before, and `pending` undoes a mark. */
export const LOAD_STATUSES = ['pending', 'mixed', 'loaded', 'dispatched'] as const;
export const ZLoadStatus = z.enum(LOAD_STATUSES);
export type TLoadStatus = z.infer<typeof ZLoadStatus>;

/** The marks a load in a status may take next. A mixed load may be mixed again after a change. */
export const LOAD_TRANSITIONS: Record<TLoadStatus, readonly TLoadStatus[]> = {
  pending: ['mixed'],
  mixed: ['mixed', 'loaded', 'pending'],
  loaded: ['dispatched', 'pending'],
  dispatched: [],
};

export function canMarkLoad(from: TLoadStatus, to: TLoadStatus): boolean {
  return LOAD_TRANSITIONS[from].includes(to);
}

/** `GET /loads?data=YYYY-MM-DD`: the branch's loads of a day, optionally of one equipment group. */
export const ZLoadsQuery = z.object({
  data: z.iso.date(),
  configuracaoId: ZIdText.optional(),
});
export type TLoadsQuery = z.infer<typeof ZLoadsQuery>;

/** One product of a load: rate x the load's area, in the product's base amount. */
export const ZLoadProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  typeProduct: ZProductType.nullable(),
  /** Per hectare, in `unit`. */
  rate: z.number(),
  /** rate x area of the load. */
  amount: z.number(),
  /** `l` for liquids, `kg` for dry products and ammonia, `seeds` for seed. */
  unit: z.enum(['l', 'kg', 'seeds']),
  /** kg/l, when the product states it. */
  density: z.number().nullable(),
});
export type TLoadProduct = z.infer<typeof ZLoadProduct>;

/** A compartment of the machine served and what goes in it. */
export const ZLoadCompartment = z.object({
  number: z.number().int(),
  mixtureType: ZMixtureType,
  products: z.array(ZLoadProduct),
  /** Litres of water (carrier) in a liquid tank mix; 0 otherwise. */
  water: z.number(),
});
export type TLoadCompartment = z.infer<typeof ZLoadCompartment>;

/** What the mixer adds, in order. `water` steps carry the litres, product steps the product. */
export const ZMixingStep = z.object({
  step: z.number().int(),
  kind: z.enum(['water', 'product']),
  productId: z.number().int().nullable(),
  name: z.string().nullable(),
  amount: z.number(),
  unit: z.enum(['l', 'kg', 'seeds']),
});
export type TMixingStep = z.infer<typeof ZMixingStep>;

/** One batch of the blender: a share of the load within the blender's capacity. */
export const ZLoadBatch = z.object({
  number: z.number().int(),
  /** Kilograms mixed in this batch (water at 1 kg/l, liquids by their density or 1). */
  mass: z.number(),
  products: z.array(z.object({ productId: z.number().int(), amount: z.number() })),
  water: z.number(),
});
export type TLoadBatch = z.infer<typeof ZLoadBatch>;

/** A product whose amount changed since the load was marked mixed. */
export const ZLoadChange = z.object({
  productId: z.number().int().nullable(),
  name: z.string().nullable(),
  before: z.number(),
  now: z.number(),
});

/** A load's ticket and where it stands. */
export const ZLoad = z.object({
  /** Stable while the plan keeps the load: group, machine, order and load number. */
  key: z.string(),
  localDate: z.string(),
  /** Position in the group's loading order (1-based, per place). */
  sequence: z.number().int(),
  configuracaoId: z.number().int(),
  configName: z.string(),
  placeId: z.number().int().nullable(),
  placeName: z.string().nullable(),
  /** Kilograms per batch; null when neither the place nor the group states one. */
  blenderCapacity: z.number().nullable(),
  equipamentoId: z.number().int(),
  equipmentName: z.string(),
  /** The tender truck carrying the load to the machine; null when the machine loads at the place. */
  tenderId: z.number().int().nullable(),
  tenderName: z.string().nullable(),
  cdOrdemServico: z.number().int(),
  ticket: z.string().nullable(),
  description: z.string(),
  growerName: z.string(),
  fieldNames: z.array(z.string()),
  /** 1-based load number within the order, and how many loads the order has that day. */
  loadNumber: z.number().int(),
  loadCount: z.number().int(),
  /** Hectares the load covers. */
  area: z.number(),
  /** When the machine needs it (refill or start of application), ISO. */
  neededAt: z.string().nullable(),
  compartments: z.array(ZLoadCompartment),
  mixingOrder: z.array(ZMixingStep),
  batches: z.array(ZLoadBatch),
  /** Kilograms of the whole load. */
  mass: z.number(),
  status: ZLoadStatus,
  /** 0 before the first mark; send it back with the next mark. */
  version: z.number().int(),
  mixedBy: z.string().nullable(),
  mixedAt: z.string().nullable(),
  loadedBy: z.string().nullable(),
  loadedAt: z.string().nullable(),
  dispatchedBy: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  /** The plan changed the load's amounts after it was marked mixed. */
  changedSinceMixed: z.boolean(),
  changes: z.array(ZLoadChange),
});
export type TLoad = z.infer<typeof ZLoad>;

/** A marked load the plans no longer hold (the order moved or left the day). */
export const ZRemovedLoad = z.object({ key: z.string(), status: ZLoadStatus, version: z.number().int() });

export const ZLoadsDay = z.object({
  localDate: z.string(),
  loads: z.array(ZLoad),
  removed: z.array(ZRemovedLoad),
});
export type TLoadsDay = z.infer<typeof ZLoadsDay>;

/** `PUT /loads/status`: mark a load; `version` is the one last read (0 when never marked). */
export const ZLoadMark = z.object({
  data: z.iso.date(),
  key: z
    .string()
    .max(80)
    .regex(/^\d+-\d+-\d+-\d+$/),
  status: ZLoadStatus,
  version: z.number().int().min(0).max(2147483647),
});
export type TLoadMark = z.infer<typeof ZLoadMark>;

/** Live event: a load was marked, or the plans under the loads changed. */
export const LOADS_CHANGED_EVENT = 'loads-changed';

/** A line of a trip: one product of the dispatched load. */
export const ZTripLogDetail = z.object({
  id: z.number().int(),
  date: z.string(),
  equipamentoId: z.number().int(),
  equipmentName: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  /** In the product's base amount (l, kg); water in litres. */
  quantity: z.number(),
  sequence: z.number().int(),
  ticket: z.string().nullable(),
});

/** The trip log (spec part 2 §3): a load dispatched from the yard. */
export const ZTripLog = z.object({
  id: z.number().int(),
  localDate: z.string(),
  /** The tender truck, or the machine served when it loads at the place. */
  tenderId: z.number().int(),
  tenderName: z.string(),
  status: ZLoadStatus,
  /** The group's kind of mixture: LIQUID, DRY, AMMONIA. */
  groupType: ZMixtureType,
  configuracaoId: z.number().int(),
  configName: z.string(),
  tickets: z.array(z.string()),
  loadKey: z.string(),
  dispatchedAt: z.string(),
  dispatchedBy: z.string().nullable(),
});
export type TTripLog = z.infer<typeof ZTripLog>;

export const ZTripLogWithDetails = ZTripLog.extend({ details: z.array(ZTripLogDetail) });
export type TTripLogWithDetails = z.infer<typeof ZTripLogWithDetails>;

/** `GET /tender/dispatch/historic?date&equipamentoId`. */
export const ZTenderHistoricQuery = z.object({
  date: z.iso.date(),
  equipamentoId: ZIdText.optional(),
});
export type TTenderHistoricQuery = z.infer<typeof ZTenderHistoricQuery>;

/** `GET /log/log-tender-truck`: the trip log, paged like the other logs. */
export const ZTenderTruckLogQuery = ZLogQuery;
export const ZTripLogPage = ZPage(ZTripLog);
