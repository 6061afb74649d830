import 'i18next';
import type enUs from './en-us';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUs };
  }
}
