import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/en-ca';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import { DEFAULT_LOCALE, LOCALES, ZLocale, type TLocale } from '@tramline/domain';
import enUs from './en-us';
import enCa from './en-ca';
import esEs from './es-es';
import ptBr from './pt-br';
import type { TTranslation } from './types';

dayjs.extend(localizedFormat);

export const RESOURCES: Readonly<Record<TLocale, { translation: TTranslation }>> = {
  'en-us': { translation: enUs },
  'en-ca': { translation: enCa },
  'es-es': { translation: esEs },
  'pt-br': { translation: ptBr },
};

/** dayjs locale names used by Mantine's date pickers. */
export const DAYJS_LOCALES: Readonly<Record<TLocale, string>> = {
  'en-us': 'en',
  'en-ca': 'en-ca',
  'es-es': 'es',
  'pt-br': 'pt-br',
};

/** The app's one i18next instance; every set falls back to en-us. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  lowerCaseLng: true,
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export function toLocale(language: string | undefined): TLocale {
  const parsed = ZLocale.safeParse(language?.toLowerCase());
  return parsed.success ? parsed.data : DEFAULT_LOCALE;
}

/** The locale i18next shows now. */
export function currentLocale(): TLocale {
  return toLocale(i18n.language);
}

/** Switches texts, dates and the document language together. */
export async function applyLocale(locale: TLocale): Promise<void> {
  dayjs.locale(DAYJS_LOCALES[locale]);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** The current locale in a component; re-renders when the language changes. */
export function useLocale(): TLocale {
  const { i18n: instance } = useTranslation();
  return toLocale(instance.language);
}
