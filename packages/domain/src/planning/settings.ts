import { z } from 'zod';
import { ZIdText } from '../ids';
import { DEFAULT_ROUTE_PROFILE, ZVehicle, ZWeighting } from './routing';

/**
 * Planning settings of an equipment group (spec part 1 §2, optimisation settings): the routing
 * weighting and vehicle, and which weather limits of the products planning respects. Working
 * hours and auto-send live on the equipment group itself.
 */

/** Path parameter `{groupId}`: the equipment group whose planning settings are read or saved. */
export const ZPlanningGroupParam = z.object({ groupId: ZIdText });

/** Which weather limits planning respects; all on by default. */
export const ZWeatherRespect = z.object({
  wind: z.boolean(),
  temperature: z.boolean(),
  humidity: z.boolean(),
  /** Rain in the product's rain-free hours (rain in 24 hours). */
  rain: z.boolean(),
  /** Spray only from 1 hour after sunrise to 2 hours before sunset. */
  sun: z.boolean(),
});
export type TWeatherRespect = z.infer<typeof ZWeatherRespect>;

export const RESPECT_ALL_WEATHER: TWeatherRespect = {
  wind: true,
  temperature: true,
  humidity: true,
  rain: true,
  sun: true,
};

export const ZPlanningSettings = z.object({
  configuracaoId: z.number().int(),
  weighting: ZWeighting,
  vehicle: ZVehicle,
  weather: ZWeatherRespect.extend({
    /** Thermal inversion: a future feature, always false. */
    thermalInversion: z.literal(false),
  }),
  /** Whether the group has saved settings (false: the defaults). */
  saved: z.boolean(),
  /** Optimistic concurrency; 0 while the defaults stand. */
  version: z.number().int(),
});
export type TPlanningSettings = z.infer<typeof ZPlanningSettings>;

/** `PUT .../configuracao/{groupId}/settings`. */
export const ZPlanningSettingsInput = z
  .object({
    weighting: ZWeighting,
    vehicle: ZVehicle,
    weather: ZWeatherRespect,
    /** The version the caller saw (0 for the defaults). */
    version: z.number().int().min(0).optional(),
  })
  .strict();
export type TPlanningSettingsInput = z.infer<typeof ZPlanningSettingsInput>;

/** The settings a group has before anyone saves them. */
export function defaultPlanningSettings(configuracaoId: number): TPlanningSettings {
  return {
    configuracaoId,
    weighting: DEFAULT_ROUTE_PROFILE.weighting,
    vehicle: DEFAULT_ROUTE_PROFILE.vehicle,
    weather: { ...RESPECT_ALL_WEATHER, thermalInversion: false },
    saved: false,
    version: 0,
  };
}
