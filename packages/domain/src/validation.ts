import { z } from 'zod';
import type { TLocale } from './locale';
import { formatMessage, isMessageKey, type TMessageKey } from './messages';

/**
 * Zod messages in this codebase are catalogue keys, optionally with parameters:
 * `key` or `key|{"0":5}`. Both sides translate them with `translateIssue`, so a schema written
 * once gives the same text on the form and in the server's 400.
 */
export function messageRef(key: TMessageKey, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function parseMessageRef(
  message: string,
): { key: TMessageKey; params: Record<string, string | number> } | null {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!isMessageKey(key)) return null;
  if (bar === -1) return { key, params: {} };
  try {
    return { key, params: JSON.parse(message.slice(bar + 1)) as Record<string, string | number> };
  } catch {
    return { key, params: {} };
  }
}

type TRawIssue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** Maps zod's built-in issues to catalogue keys; messages set in a schema pass through unchanged. */
function catalogueError(issue: TRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? messageRef('required')
        : messageRef('invalidValue');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? messageRef('required') : messageRef('minLength', { length: minimum });
      if (issue.origin === 'array' || issue.origin === 'set')
        return minimum <= 1 ? messageRef('required') : messageRef('greaterOrEqual', { 0: minimum });
      if (minimum === 0 && issue.inclusive) return messageRef('negative');
      return messageRef(issue.inclusive ? 'greaterOrEqual' : 'greaterThan', { 0: minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return messageRef('maxLength', { length: maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return messageRef('maxSize');
      return messageRef(issue.inclusive ? 'lessOrEqual' : 'lessThan', { 0: maximum });
    }
    case 'invalid_format':
      if (issue.format === 'email') return messageRef('email');
      if (issue.format === 'datetime' || issue.format === 'date' || issue.format === 'time')
        return messageRef('invalidDate');
      return messageRef('invalidValue');
    case 'unrecognized_keys':
      return messageRef('unknownField');
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return messageRef('invalidValue');
    default:
      return undefined;
  }
}

z.config({ customError: catalogueError });

export interface TIssueDetail {
  /** Dotted path of the field, e.g. `workingPeriods.0.startMinute`. */
  path: string;
  /** Catalogue key, e.g. `required`. */
  code: string;
  message: string;
}

export function translateMessage(message: string, locale: TLocale): { code: string; message: string } {
  const ref = parseMessageRef(message);
  if (!ref) return { code: 'invalidValue', message: formatMessage('invalidValue', locale) };
  return { code: ref.key, message: formatMessage(ref.key, locale, ref.params) };
}

export function translateIssue(
  issue: { path: readonly PropertyKey[]; message: string; code?: string; keys?: string[] },
  locale: TLocale,
): TIssueDetail {
  const path = [
    ...issue.path,
    ...(issue.code === 'unrecognized_keys' && issue.keys ? [issue.keys.join(',')] : []),
  ]
    .map(String)
    .join('.');
  return { path, ...translateMessage(issue.message, locale) };
}

export function translateIssues(error: z.ZodError, locale: TLocale): TIssueDetail[] {
  return error.issues.map((issue) =>
    translateIssue(issue as { path: PropertyKey[]; message: string; code?: string; keys?: string[] }, locale),
  );
}
