import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE, LANGUAGE_IDS, localeFromLanguageId, ZLocale, type TLocale } from '@tramline/domain';

/** Header carrying the language id (1 pt-br, 2 es-es, 3 en-us, 4 en-ca). */
export const LOCALE_HEADER = 'locale';

/** The caller's language: the locale header, else the session's language, else en-us. */
export function requestLocale(request: FastifyRequest): TLocale {
  const header = request.headers[LOCALE_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value) {
    const named = ZLocale.safeParse(value.toLowerCase());
    if (named.success) return named.data;
    if (Object.values(LANGUAGE_IDS).includes(Number(value) as never)) return localeFromLanguageId(value);
  }
  return request.auth?.language ?? DEFAULT_LOCALE;
}
