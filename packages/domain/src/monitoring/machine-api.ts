import { z } from 'zod';
import { ZId, ZIdText } from '../ids';
import { messageRef } from '../validation';

/**
 * The machine API (`/api/machine/v1`): what terminals and the simulator send. Speeds km/h, angles
 * degrees clockwise from north, rates per hectare in the order's unit, tank levels litres, instants
 * UTC (ISO 8601).
 */

/** Most points one batch may carry; a terminal sends every few seconds, so batches stay small. */
export const POSITION_BATCH_MAX_POINTS = 1000;
/** A point may lie at most this far in the future (terminal clocks drift). */
export const POSITION_MAX_FUTURE_SECONDS = 5 * 60;
/** Boom sections a point may report. */
export const POSITION_MAX_SECTIONS = 64;

/** `POST /machine/v1/device-tokens`: a terminal redeems a voucher for one machine of its branch. */
export const ZDeviceTokenRequest = z.object({
  /** The voucher code typed on the terminal, e.g. `7KQ2-M9XD`. */
  voucherCode: z.string().trim().min(1).max(20),
  /** The machine the terminal is mounted on (equipment id). */
  equipmentId: ZId,
});
export type TDeviceTokenRequest = z.infer<typeof ZDeviceTokenRequest>;

export const ZDeviceToken = z.object({
  /** Sent in the `X-Device-Token` header of every machine call; shown once. */
  token: z.string(),
  equipmentId: z.number().int(),
  unitId: z.number().int(),
  /** Last instant the token works: the voucher's expiry day, end of day UTC. */
  expiresAt: z.string(),
});
export type TDeviceToken = z.infer<typeof ZDeviceToken>;

/** One position as a machine reports it. */
export const ZPositionPoint = z.object({
  /** When the machine was there (UTC). */
  time: z.iso.datetime({ offset: true }),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** Ground speed, km/h. */
  speed: z.number().min(0).max(200).optional(),
  /** Heading, degrees clockwise from north. */
  heading: z.number().min(0).max(360).optional(),
  /** Master boom switch: product is going out. */
  boomOn: z.boolean().optional(),
  /** Section switches left to right, when the controller reports them. */
  sections: z.array(z.boolean()).max(POSITION_MAX_SECTIONS).optional(),
  /** Actual application rate per hectare. */
  rate: z.number().min(0).optional(),
  /** Product left in the tank, litres (where the machine knows it). */
  tankLevel: z.number().min(0).optional(),
  /** The work order being worked (cdOrdemServico). */
  workOrderId: ZId.optional(),
});
export type TPositionPoint = z.infer<typeof ZPositionPoint>;

/**
 * `POST /machine/v1/machines/{equipmentId}/positions`. Points are checked one by one so a bad point
 * never costs the good ones; the batch as a whole only checks its size.
 */
export const ZPositionBatch = z.object({
  points: z
    .array(z.unknown())
    .min(1)
    .max(POSITION_BATCH_MAX_POINTS, messageRef('positionBatchTooLarge', { max: POSITION_BATCH_MAX_POINTS })),
});
export type TPositionBatch = z.infer<typeof ZPositionBatch>;

/** The answer to a batch where every point was good. */
export const ZPositionBatchResult = z.object({
  /** Points stored now. */
  accepted: z.number().int(),
  /** Points already stored by an earlier send (same machine and time). */
  duplicates: z.number().int(),
});
export type TPositionBatchResult = z.infer<typeof ZPositionBatchResult>;

export const ZMachineParams = z.object({ equipmentId: ZIdText });

/** A machine is online when its last point is at most this many minutes old (configurable). */
export const DEFAULT_ONLINE_MINUTES = 5;

/** `GET /monitoramento/equipamento?equipamentoId=`. */
export const ZMachineWorkQuery = z.object({ equipamentoId: ZIdText });
/** The order the machine is working, or null. */
export const ZMachineWork = z.object({ cdOrdemServico: z.number().int().nullable() });
export type TMachineWork = z.infer<typeof ZMachineWork>;

/** `POST /monitoramento/equipamento/online`: the machine ids to check. */
export const ZOnlineCheck = z.array(ZId).max(POSITION_BATCH_MAX_POINTS);
export const ZMachineOnline = z.object({
  equipamentoId: z.number().int(),
  online: z.boolean(),
  /** The machine's latest point, or null when it never reported. */
  lastSeen: z.string().nullable(),
});
export type TMachineOnline = z.infer<typeof ZMachineOnline>;
