import { z } from 'zod';

/** The four interface languages. */
export const LOCALES = ['en-us', 'en-ca', 'es-es', 'pt-br'] as const;
export const ZLocale = z.enum(LOCALES);
export type TLocale = z.infer<typeof ZLocale>;

export const DEFAULT_LOCALE: TLocale = 'en-us';

/**
 * Language ids sent in the locale header and stored with a user. pt-br 1, es-es 2 and en-us 3 come
 * from the spec; en-ca has no id there, so it takes 4. Unknown ids fall back to 3 (en-us).
 */
export const LANGUAGE_IDS = { 'pt-br': 1, 'es-es': 2, 'en-us': 3, 'en-ca': 4 } as const satisfies Record<
  TLocale,
  number
>;
export const FALLBACK_LANGUAGE_ID = 3;

export type TUnitSystem = 'imperial' | 'metric';

/** English sets use imperial units; Spanish and Portuguese use metric. */
export function unitSystemOf(locale: TLocale): TUnitSystem {
  return locale === 'en-us' || locale === 'en-ca' ? 'imperial' : 'metric';
}

/** The paper documents are printed on where a language is spoken: Letter in the English sets, A4 otherwise. */
export function paperSizeOf(locale: TLocale): 'LETTER' | 'A4' {
  return unitSystemOf(locale) === 'imperial' ? 'LETTER' : 'A4';
}

/** A user's choice of units: those of the interface language (the default), or always one system. */
export const UNITS_PREFERENCES = ['language', 'imperial', 'metric'] as const;
export type TUnitsPreference = (typeof UNITS_PREFERENCES)[number];

/** The unit system a user sees: the chosen one, or the language's when they follow the language. */
export function unitSystemFor(locale: TLocale, preference: TUnitsPreference = 'language'): TUnitSystem {
  return preference === 'language' ? unitSystemOf(locale) : preference;
}

export function localeFromLanguageId(id: number | string | undefined | null): TLocale {
  const numeric = typeof id === 'string' ? Number.parseInt(id, 10) : id;
  const found = (Object.entries(LANGUAGE_IDS) as [TLocale, number][]).find(([, value]) => value === numeric);
  return found ? found[0] : DEFAULT_LOCALE;
}

export function languageIdOf(locale: TLocale): number {
  return LANGUAGE_IDS[locale];
}

/** The locale used for server messages: en-ca reads the en-us texts. */
export type TMessageLanguage = 'en-us' | 'es-es' | 'pt-br';
export function messageLanguageOf(locale: TLocale): TMessageLanguage {
  return locale === 'en-ca' ? 'en-us' : locale;
}
