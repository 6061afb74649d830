import { z } from 'zod';

/** Product types (part 1 §3): also the mixture of a compartment and the classes a place keeps. */
export const PRODUCT_TYPES = ['LIQUID', 'DRY', 'AMMONIA', 'SEED'] as const;
export const ZProductType = z.enum(PRODUCT_TYPES);
export type TProductType = z.infer<typeof ZProductType>;
