import type { TIssueDetail, TMessageKey } from '@tramline/domain';

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
