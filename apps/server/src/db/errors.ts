/** PostgreSQL error codes the services turn into answers (both drivers expose `code`). */
function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';

/**
 * Errors that come of the values a caller sent, not of the server: data exceptions (class 22:
 * 22003 numeric value out of range, 22P02 invalid text representation, 22007/22008 bad dates,
 * 22001 string too long...) and 54000 (a statement past a limit, such as too many values in a list).
 */
export function isCallerDataError(error: unknown): boolean {
  const code = pgCode(error);
  return code !== undefined && (code.startsWith('22') || code === '54000');
}
