import { z } from 'zod';

/** Travel profiles for routing, with the road speed each machine kind keeps between fields (km/h). */
export const VEHICLE_PROFILES = {
  sprayer: { travelKmh: 40 },
  spreader: { travelKmh: 40 },
  tender: { travelKmh: 70 },
  robot: { travelKmh: 6 },
} as const;
export const ZVehicle = z.enum(
  Object.keys(VEHICLE_PROFILES) as [keyof typeof VEHICLE_PROFILES, ...(keyof typeof VEHICLE_PROFILES)[]],
);
export type TVehicle = z.infer<typeof ZVehicle>;

/** `fastest` minimises time, `shortest` distance. */
export const ZWeighting = z.enum(['fastest', 'shortest']);
export type TWeighting = z.infer<typeof ZWeighting>;

/** The spec's planning defaults: weighting fastest, vehicle sprayer. */
export const DEFAULT_ROUTE_PROFILE = { vehicle: 'sprayer', weighting: 'fastest' } as const satisfies {
  vehicle: TVehicle;
  weighting: TWeighting;
};

/** A `lat,lon` pair in decimal degrees. */
export const ZLatLon = z
  .string()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/)
  .transform((value) => {
    const [latitude, longitude] = value.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  })
  .refine((point) => Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180);

/** `GET route`: two or more points. */
export const ZRouteQuery = z.object({
  vehicle: ZVehicle.default('sprayer'),
  weighting: ZWeighting.default('fastest'),
  point: z.array(ZLatLon).min(2).max(50),
  equip_type: z.string().max(40).optional(),
  location: z.string().max(40).optional(),
});

export const ZRouteAnswer = z.object({
  /** Metres. */
  distance: z.number(),
  /** Seconds. */
  time: z.number(),
  /** `[longitude, latitude]` pairs along the way. */
  points: z.array(z.tuple([z.number(), z.number()])),
  provider: z.string(),
});
export type TRouteAnswer = z.infer<typeof ZRouteAnswer>;
