import { z } from 'zod';

/** Ids in a query, `1,2` or repeated; anything else is dropped. */
export const ZIdList = z
  .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()), z.string()])
  .optional()
  .transform((value) => {
    if (value === undefined) return undefined;
    const raw = Array.isArray(value) ? value : String(value).split(',');
    return raw.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  });
