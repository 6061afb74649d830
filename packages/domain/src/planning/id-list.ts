import { z } from 'zod';
import { INT4_MAX, ZIdText } from '../ids';

/** Ids in a query, `1,2` or repeated; anything else is dropped. */
export const ZIdList = z
  .union([ZIdText, z.array(ZIdText), z.string()])
  .optional()
  .transform((value) => {
    if (value === undefined) return undefined;
    const raw = Array.isArray(value) ? value : String(value).split(',');
    return raw.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= INT4_MAX);
  });
