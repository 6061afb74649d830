import type { TMessageLanguage } from '../locale';

/** One message in the three server languages. `{name}` placeholders are filled by `formatMessage`. */
export type TMessageTexts = Readonly<Record<TMessageLanguage, string>>;

export function defineMessages<const T extends Record<string, TMessageTexts>>(messages: T): T {
  return messages;
}
