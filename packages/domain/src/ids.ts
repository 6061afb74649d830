import { z } from 'zod';

/** Largest value of a PostgreSQL integer (int4) column: every id, version and position is one. */
export const INT4_MAX = 2_147_483_647;

/** An id (or version, position) in a body: a whole number from 1 to `INT4_MAX`. */
export const ZId = z.number().int().positive().max(INT4_MAX);

/** An id (or version, position) in a path or query string, read as a number. */
export const ZIdText = z.coerce.number().int().positive().max(INT4_MAX);
