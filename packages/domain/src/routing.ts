import { z } from 'zod';
import { ZRouteQuery, ZVehicle, ZWeighting } from './planning/routing';

/** `GET /route/profile`: the vehicle and weighting planning routes with when a group sets none. */
export const ZRouteProfile = z.object({ vehicle: ZVehicle, weighting: ZWeighting });
export type TRouteProfile = z.infer<typeof ZRouteProfile>;

/** `GET /route` query as it arrives: a single `point=lat,lon` is read as a list of one. */
export const ZRouteRequestQuery = ZRouteQuery.extend({
  point: z.preprocess((value) => (Array.isArray(value) ? value : [value]), ZRouteQuery.shape.point),
});
