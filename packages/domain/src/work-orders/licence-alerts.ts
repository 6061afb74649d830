import { z } from 'zod';
import { missingLicencesFor, ZLicenceType, type TLicenceLike, type TLicenceType } from '../records/licence';
import { licensedProductOf, type TProductLicenceRequirement } from '../records/product';

/**
 * A compliance alert of a work order (a warning, not an inconsistency): its applicator holds no
 * licence in force for one of its products on the day (the planned start, else today).
 */
export const ZWorkOrderLicenceAlert = z.object({
  productId: z.number().int(),
  descProduct: z.string(),
  /** Branch-local calendar date the licences were checked on. */
  date: z.string(),
  missing: z.array(ZLicenceType),
});
export type TWorkOrderLicenceAlert = z.infer<typeof ZWorkOrderLicenceAlert>;

/** The products the applicator is not licensed for on the date, each with what it lacks. */
export function licenceAlertsOf(
  applicator: { licences: readonly TLicenceLike[] },
  products: readonly { id: number; descProduct: string; licenceRequired: TProductLicenceRequirement }[],
  date: string,
): TWorkOrderLicenceAlert[] {
  return products.flatMap((product) => {
    const missing: TLicenceType[] = missingLicencesFor(applicator, licensedProductOf(product), date);
    return missing.length ? [{ productId: product.id, descProduct: product.descProduct, date, missing }] : [];
  });
}
