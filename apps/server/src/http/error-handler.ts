import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { formatMessage, translateIssue, type TMessageKey } from '@tramline/domain';
import { isCallerDataError } from '../db/errors';
import { AppError } from './errors';
import { requestLocale } from './locale';

/** Every error leaves as `{ code, message, details? }` in the caller's language; never a stack trace. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  const send = (
    status: number,
    key: TMessageKey,
    extra: { details?: unknown; code?: string | number } = {},
    params?: Record<string, string | number>,
  ) =>
    reply.status(status).send({
      code: extra.code ?? key,
      message: formatMessage(key, locale, params),
      ...(extra.details === undefined ? {} : { details: extra.details }),
    });

  if (error instanceof AppError) {
    return send(error.statusCode, error.key, { details: error.details, code: error.code }, error.params);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => {
      const path = issue.instancePath.split('/').filter(Boolean);
      const params = issue.params as { issue?: { code?: string; keys?: string[] } } | undefined;
      const detail = translateIssue(
        { path, message: issue.message ?? '', code: params?.issue?.code, keys: params?.issue?.keys },
        locale,
      );
      return { ...detail, path: [error.validationContext, detail.path].filter(Boolean).join('.') };
    });
    const first = details[0];
    return reply.status(400).send({
      code: 'validation',
      message: first ? first.message : formatMessage('invalidValue', locale),
      details,
    });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return send(500, 'internalError');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return send(400, 'malformedBody');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return send(400, 'bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return send(400, 'requestError');
  }
  if (error instanceof SyntaxError) return send(400, 'malformedBody');
  if (isCallerDataError(error)) {
    // A value the schemas let through but the database refuses: the caller's fault, answered 400.
    request.log.info({ err: error }, 'database refused a value of the request');
    return send(400, 'invalidValue');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 404) return send(404, 'notFound');
    if (status === 401) return send(401, 'tokenError');
    return send(status, 'requestError');
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(500, 'internalError');
}
