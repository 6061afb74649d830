import { formatMessage, type TIssueDetail, type TLocale, type TMessageKey } from '@tramline/domain';

/**
 * An error a caller can act on: an HTTP status, a catalogue key and its parameters. The error
 * handler translates it into the caller's language; nothing else about it reaches the wire.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: TMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly details?: TIssueDetail[] | Record<string, unknown>,
    /** Code on the wire when it differs from the key, e.g. the planning codes 704, 718. */
    readonly code?: string | number,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: TMessageKey, params?: Record<string, string | number>) =>
  new AppError(400, key, params);
export const notFound = () => new AppError(404, 'notFound');
export const forbidden = () => new AppError(403, 'forbidden');
export const conflict = (key: TMessageKey = 'conflict', params?: Record<string, string | number>) =>
  new AppError(409, key, params);

/** A rule broken by one field of a body. */
export interface TFieldIssue {
  /** Dotted path of the field, e.g. `equipments.0.implementId`. */
  path: string;
  key: TMessageKey;
  params?: Record<string, string | number>;
}

/**
 * A rule error on fields: the first issue is the answer's message, and every issue travels in
 * `details` with its text in the caller's language so a form can show it beside its field.
 */
export function fieldError(
  caller: { language: TLocale },
  status: number,
  issues: readonly TFieldIssue[],
): AppError {
  const [first] = issues;
  if (!first) return new AppError(status, 'invalidValue');
  return new AppError(
    status,
    first.key,
    first.params,
    issues.map((issue) => ({
      path: issue.path,
      code: issue.key,
      message: formatMessage(issue.key, caller.language, issue.params),
    })),
  );
}
