import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAuth } from './auth-context';
import { AppError } from './errors';
import type { TServices } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    services: TServices;
  }
}

/** The zod-typed Fastify instance that route files register on. */
export type TApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The caller of a protected route; the auth hook has already refused anonymous calls. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw new AppError(401, 'tokenError');
  return request.auth;
}
