import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@tramline/domain';
import { toLocale } from '../../i18n';

const LOCALE_KEY = 'tramline.locale';

/** The language chosen before signing in (or last used), kept in this browser. */
export function storedLocale(): TLocale | null {
  const value = window.localStorage.getItem(LOCALE_KEY);
  return value && (LOCALES as readonly string[]).includes(value) ? (value as TLocale) : null;
}

export function storeLocale(locale: TLocale) {
  window.localStorage.setItem(LOCALE_KEY, locale);
}

/** The browser's own language when it is one of ours, else en-us. */
export function browserLocale(): TLocale {
  for (const language of navigator.languages ?? [navigator.language]) {
    const lower = language.toLowerCase();
    if ((LOCALES as readonly string[]).includes(lower)) return toLocale(lower);
    if (lower.startsWith('pt')) return 'pt-br';
    if (lower.startsWith('es')) return 'es-es';
  }
  return DEFAULT_LOCALE;
}
