import { z } from 'zod';
import { ZId } from '../ids';
import {
  COMPARTMENTS_MAX,
  ZCapacity,
  ZCompartmentInput,
  ZMixtureType,
  capacityQuantityOf,
  refineCompartments,
} from './compartment';
import {
  IMPLEMENT_CODE_MAX,
  IMPLEMENT_DESCRIPTION_MAX,
  IMPLEMENT_NAME_MAX,
  ZImplementRecord,
} from './implement';

/**
 * A trailer (nurse tank, tender trailer, semi-trailer) is an implement of kind `trailer`: it shares
 * the implements table and compartments, and has its own screen, calls and messages.
 */
export const ZTrailerRecord = ZImplementRecord.extend({
  type: z.literal('trailer'),
  /** Number of tanks (compartments). */
  tankCount: z.number().int(),
});
export type TTrailerRecord = z.infer<typeof ZTrailerRecord>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Create or edit a trailer: its id code, name, office, mixture type and tanks. The total capacity
 * is the sum of the tanks of the trailer's mixture unit when it is not given.
 */
export const ZTrailerInput = z
  .object({
    id: ZId.optional(),
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
    mixtureType: ZMixtureType,
    capacity: ZCapacity.nullish().transform((value) => value ?? null),
    compartments: z.array(ZCompartmentInput).max(COMPARTMENTS_MAX).default([]),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((value, context) => refineCompartments(context, value.compartments, value));
export type TTrailerInput = z.infer<typeof ZTrailerInput>;

/** The capacity a trailer holds: the given total, else the sum of its tanks of the trailer's unit. */
export function trailerCapacityOf(
  trailer: Pick<TTrailerInput, 'capacity' | 'compartments' | 'mixtureType'>,
): number | null {
  if (trailer.capacity) return trailer.capacity;
  const quantity = capacityQuantityOf(trailer.mixtureType);
  const tanks = trailer.compartments.filter((tank) => capacityQuantityOf(tank.mixtureType) === quantity);
  return tanks.length ? tanks.reduce((sum, tank) => sum + tank.capacity, 0) : null;
}
