import { z } from 'zod';
import { ZIdText } from '../ids';

/**
 * `/routes` (spec part 1 §2, dashboard area): the day's road routes of each machine of a group,
 * from the routing provider. The spec shows no call path; this one is the product's own. Distances
 * in metres, durations in seconds, coordinates `[longitude, latitude]`, days branch-local.
 */

/** `GET /api/routes/day?date=&groupId=`: today in the branch's zone without `date`. */
export const ZRoadRoutesQuery = z.object({
  date: z.iso.date().optional(),
  groupId: ZIdText,
});
export type TRoadRoutesQuery = z.infer<typeof ZRoadRoutesQuery>;

/** Where a stop is: the machine's warehouse (start, refill, end) or a field of an order. */
export const ROAD_STOP_KINDS = ['warehouse', 'refill', 'field'] as const;
export const ZRoadStopKind = z.enum(ROAD_STOP_KINDS);
export type TRoadStopKind = z.infer<typeof ZRoadStopKind>;

export const ZRoadStop = z.object({
  /** 1-based number shown on the map. */
  number: z.number().int(),
  kind: ZRoadStopKind,
  name: z.string(),
  /** The order visited (fields only). */
  cdOrdemServico: z.number().int().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TRoadStop = z.infer<typeof ZRoadStop>;

/** Road between two consecutive stops. */
export const ZRoadLeg = z.object({
  /** Numbers of the stops the leg joins. */
  from: z.number().int(),
  to: z.number().int(),
  distanceMetres: z.number(),
  durationSeconds: z.number(),
  geometry: z.array(z.tuple([z.number(), z.number()])),
});
export type TRoadLeg = z.infer<typeof ZRoadLeg>;

export const ZRoadMachineRoute = z.object({
  machineId: z.number().int(),
  name: z.string(),
  planId: z.number().int(),
  stops: z.array(ZRoadStop),
  legs: z.array(ZRoadLeg),
  totalDistanceMetres: z.number(),
  totalDurationSeconds: z.number(),
});
export type TRoadMachineRoute = z.infer<typeof ZRoadMachineRoute>;

export const ZRoadRoutes = z.object({
  date: z.string(),
  timeZone: z.string(),
  groupId: z.number().int(),
  /** The routing provider that drew the legs. */
  provider: z.string(),
  /** One per machine with an active plan that day, in the group's machine order. */
  machines: z.array(ZRoadMachineRoute),
});
export type TRoadRoutes = z.infer<typeof ZRoadRoutes>;
