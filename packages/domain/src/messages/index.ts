import type { TLocale } from '../locale';
import { messageLanguageOf } from '../locale';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { planningMessages } from './planning';
import { locationMessages } from './locations';
import { fleetMessages } from './fleet';
import { peopleMessages } from './people';
import { agronomyMessages } from './agronomy';
import { workOrderMessages } from './work-orders';
import { monitoringMessages } from './monitoring';
import { simulatorMessages } from './simulator';
import { alertMessages } from './alerts';
import { labelGateMessages } from './label-gate';
import { loadMessages } from './loads';
import { integrationMessages } from './integration';
import { robotMessages } from './robot';
import { adminMessages } from './admin';
import { sensitiveSiteMessages } from './sensitive-sites';
import { asAppliedImportMessages } from './as-applied-import';
import type { TMessageTexts } from './define';
import { passwordMessages } from '../password';

export { defineMessages, type TMessageTexts } from './define';
export { PLANNING_CODES, type TPlanningCode } from './planning';

/**
 * The error catalogue: every message the server sends, by key. Each area adds its own file and
 * spreads it here, so a key is defined once and the web shows the same text.
 */
export const MESSAGES = {
  ...commonMessages,
  ...planningMessages,
  ...authMessages,
  ...passwordMessages,
  ...locationMessages,
  ...fleetMessages,
  ...peopleMessages,
  ...agronomyMessages,
  ...workOrderMessages,
  ...monitoringMessages,
  ...simulatorMessages,
  ...alertMessages,
  ...labelGateMessages,
  ...loadMessages,
  ...integrationMessages,
  ...robotMessages,
  ...adminMessages,
  ...sensitiveSiteMessages,
  ...asAppliedImportMessages,
} satisfies Record<string, TMessageTexts>;

export type TMessageKey = keyof typeof MESSAGES;

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** The text of a message in a locale with `{name}` placeholders filled. */
export function formatMessage(
  key: TMessageKey,
  locale: TLocale,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[key][messageLanguageOf(locale)];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
