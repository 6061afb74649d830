import { z } from 'zod';
import { ZEquipmentType } from '../records/equipment';
import { ZPlanItemKind, type TPlanItemKind } from '../planning/plan';
import { ZWorkOrderStatus } from '../work-orders/status';
import { STOPPED_SPEED_KMH } from './trails';

/**
 * `GET /monitoring/fleet`: every machine of the branch as the monitoring map shows it now. Speeds
 * km/h, areas hectares, tank litres, instants UTC.
 */

/** What a machine is doing, by its latest point and its day's plan. */
export const MACHINE_STATES = [
  'applying',
  'travelling',
  'refilling',
  'cleaning',
  'stopped',
  'offline',
] as const;
export type TMachineState = (typeof MACHINE_STATES)[number];
export const ZMachineState = z.enum(MACHINE_STATES);

/**
 * A machine's state: offline when its latest point is older than the online window (or it never
 * reported); applying when the boom is on and it moves; refilling or cleaning when its current
 * plan stop is a refill or a cleanout; else travelling when it moves, stopped when it does not.
 */
export function machineStateOf(input: {
  online: boolean;
  speedKmh: number | null;
  boomOn: boolean | null;
  currentStopKind: TPlanItemKind | null;
}): TMachineState {
  if (!input.online) return 'offline';
  const moving = (input.speedKmh ?? 0) >= STOPPED_SPEED_KMH;
  if (moving && input.boomOn) return 'applying';
  // A tender truck loading at its place or transferring to a sprayer counts as refilling too.
  const kind = input.currentStopKind;
  if (kind === 'refill' || kind === 'load' || kind === 'meeting') return 'refilling';
  if (input.currentStopKind === 'cleanout') return 'cleaning';
  return moving ? 'travelling' : 'stopped';
}

export const ZFleetPosition = z.object({
  recordedAt: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  speedKmh: z.number().nullable(),
  headingDegrees: z.number().nullable(),
  boomOn: z.boolean().nullable(),
  rate: z.number().nullable(),
  tankLevelLitres: z.number().nullable(),
  workOrderId: z.number().int().nullable(),
});
export type TFleetPosition = z.infer<typeof ZFleetPosition>;

/** One stop of the machine's sent day, planned against what happened. */
export const ZFleetDayItem = z.object({
  sequencia: z.number().int(),
  kind: ZPlanItemKind,
  cdOrdemServico: z.number().int().nullable(),
  description: z.string().nullable(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  /** First and last point the machine reported for the order (orders only). */
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  status: ZWorkOrderStatus.nullable(),
});
export type TFleetDayItem = z.infer<typeof ZFleetDayItem>;

export const ZFleetWork = z.object({
  cdOrdemServico: z.number().int(),
  description: z.string(),
  status: ZWorkOrderStatus,
  /** Hectares planned for this machine (its stop), else the order's area. */
  plannedArea: z.number(),
  /** Hectares done: the applied area once reported, else distance applying x working width. */
  doneArea: z.number(),
  /**
   * Minutes behind (positive) or ahead (negative) of the sent schedule: time since the planned
   * start less the share of the planned duration already done. Null without a sent schedule.
   */
  scheduleDeltaMinutes: z.number().int().nullable(),
});
export type TFleetWork = z.infer<typeof ZFleetWork>;

export const ZFleetMachine = z.object({
  equipamentoId: z.number().int(),
  name: z.string(),
  code: z.string(),
  type: ZEquipmentType,
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  tankCapacityLitres: z.number().nullable(),
  position: ZFleetPosition.nullable(),
  state: ZMachineState,
  work: ZFleetWork.nullable(),
  day: z.array(ZFleetDayItem),
});
export type TFleetMachine = z.infer<typeof ZFleetMachine>;

/** An order of today's trips, for colouring its fields on the map. */
export const ZFleetOrder = z.object({
  cdOrdemServico: z.number().int(),
  description: z.string(),
  status: ZWorkOrderStatus,
  fieldIds: z.array(z.number().int()),
});
export type TFleetOrder = z.infer<typeof ZFleetOrder>;

export const ZFleetNow = z.object({
  /** The branch-local day shown. */
  date: z.string(),
  onlineMinutes: z.number().int(),
  machines: z.array(ZFleetMachine),
  orders: z.array(ZFleetOrder),
});
export type TFleetNow = z.infer<typeof ZFleetNow>;
