import { z } from 'zod';
import { ZId } from '../ids';
import { messageRef } from '../validation';

/** What a tank or compartment carries. */
/** The product types of `product.ts` a tank can hold (seed goes in bins of seeders, not here). */
export const MIXTURE_TYPES = ['LIQUID', 'DRY', 'AMMONIA'] as const;
export const ZMixtureType = z.enum(MIXTURE_TYPES);
export type TMixtureType = z.infer<typeof ZMixtureType>;

/** Longest compartment name. */
export const COMPARTMENT_NAME_MAX = 40;
/** Most compartments on one machine, implement or trailer. */
export const COMPARTMENTS_MAX = 20;
/** Largest capacity accepted, litres or kilograms (a 40 t semi-trailer is 40 000 kg). */
export const CAPACITY_MAX = 100_000;

/**
 * A capacity is litres for liquid and ammonia, kilograms for dry products. On screen: gallons or
 * litres (`volume`), pounds or kilograms (`mass`).
 */
export function capacityQuantityOf(mixtureType: TMixtureType): 'volume' | 'mass' {
  return mixtureType === 'DRY' ? 'mass' : 'volume';
}

/** A capacity in litres (liquid, ammonia) or kilograms (dry); positive when given. */
export const ZCapacity = z.number().positive().max(CAPACITY_MAX);

/** One compartment (tank, bin) as it travels on the wire. */
export const ZCompartment = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Litres for liquid and ammonia, kilograms for dry. */
  capacity: z.number(),
  mixtureType: ZMixtureType,
});
export type TCompartment = z.infer<typeof ZCompartment>;

/** A compartment to save; `id` is present for a compartment that already exists. */
export const ZCompartmentInput = z
  .object({
    id: ZId.optional(),
    name: z.string().trim().min(1).max(COMPARTMENT_NAME_MAX),
    capacity: ZCapacity,
    mixtureType: ZMixtureType,
  })
  .strict();
export type TCompartmentInput = z.infer<typeof ZCompartmentInput>;

export interface TCompartmentIssue {
  path: (string | number)[];
  key: 'compartmentInUse' | 'compartmentsExceedCapacity';
}

/**
 * Rules on a list of compartments: names are unique within their tank set ('compartment already in
 * use'), and the compartments of the same unit as the total capacity do not add up to more than it.
 */
export function compartmentIssues(
  compartments: readonly Pick<TCompartmentInput, 'name' | 'capacity' | 'mixtureType'>[],
  total?: { capacity: number | null | undefined; mixtureType: TMixtureType } | null,
): TCompartmentIssue[] {
  const issues: TCompartmentIssue[] = [];
  const seen = new Set<string>();
  compartments.forEach((compartment, index) => {
    const name = compartment.name.trim().toLowerCase();
    if (seen.has(name)) issues.push({ path: ['compartments', index, 'name'], key: 'compartmentInUse' });
    seen.add(name);
  });
  if (total && total.capacity) {
    const quantity = capacityQuantityOf(total.mixtureType);
    const sum = compartments
      .filter((compartment) => capacityQuantityOf(compartment.mixtureType) === quantity)
      .reduce((accumulated, compartment) => accumulated + compartment.capacity, 0);
    // A thousandth of a litre absorbs the rounding of gallons typed on screen.
    if (sum > total.capacity + 0.001)
      issues.push({ path: ['compartments'], key: 'compartmentsExceedCapacity' });
  }
  return issues;
}

/** Adds the compartment rules to a schema's refinement context. */
export function refineCompartments(
  context: z.RefinementCtx,
  compartments: readonly TCompartmentInput[],
  total?: { capacity: number | null | undefined; mixtureType: TMixtureType } | null,
) {
  for (const issue of compartmentIssues(compartments, total)) {
    context.addIssue({ code: 'custom', path: issue.path, message: messageRef(issue.key) });
  }
}
