import { z } from 'zod';
import { ZIdText } from './ids';
import { messageRef } from './validation';

/** Largest page a list call may ask for. */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 20;
export const MIN_SEARCH_LENGTH = 2;

const ZOptionalInt = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number().pipe(schema),
  );

/**
 * The list conventions every `GET /{resource}` shares: zero-based `page`, `size`, `search`
 * (2 characters at least), `sort=field,asc|desc` (default `id`), and the location filter `cdLocation`.
 */
export const ZPageQuery = z.object({
  page: ZOptionalInt(z.number().int().min(0)).default(0),
  size: ZOptionalInt(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
  search: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine(
      (value) => value === undefined || value.length >= MIN_SEARCH_LENGTH,
      messageRef('searchTooShort'),
    ),
  sort: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*(,(asc|desc|ASC|DESC))?$/, messageRef('invalidSort', { field: '?' }))
    .optional(),
  cdLocation: z
    .union([ZIdText, z.array(ZIdText)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export interface TSort {
  field: string;
  direction: 'asc' | 'desc';
}

export function parseSort(sort: string | undefined, fallback = 'id'): TSort {
  if (!sort) return { field: fallback, direction: 'asc' };
  const [field = fallback, direction = 'asc'] = sort.split(',');
  return { field, direction: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** A list answer: `number` is the zero-based page. */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });
}
export interface TPage<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export function toPage<T>(
  content: T[],
  totalElements: number,
  query: { page: number; size: number },
): TPage<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    number: query.page,
    size: query.size,
  };
}

/** Path parameter `{id}`: a positive integer. */
export const ZIdParam = z.object({ id: ZIdText });

/** The answer of a bulk change: how many rows it changed. */
export const ZUpdatedCount = z.object({ updated: z.number().int() });
export type TUpdatedCount = z.infer<typeof ZUpdatedCount>;
