import { formatMessage, type TMessageKey } from '@tramline/domain';
import type { TAuth } from '../../../http/auth-context';
import { AppError } from '../../../http/errors';

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
export function fieldError(auth: TAuth, status: number, issues: readonly TFieldIssue[]): AppError {
  const [first] = issues;
  if (!first) return new AppError(status, 'invalidValue');
  return new AppError(
    status,
    first.key,
    first.params,
    issues.map((issue) => ({
      path: issue.path,
      code: issue.key,
      message: formatMessage(issue.key, auth.language, issue.params),
    })),
  );
}
