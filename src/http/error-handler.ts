import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorStatus, type ErrorCode, type FieldIssue } from '../core/errors/app-error.js';
import { isConnectionError } from '../db/transient-errors.js';
import { drainRequest } from './drain-request.js';
import type { ErrorEnvelope } from './error-envelope.js';

/** Fastify's own error codes that are the client's fault, mapped to ours. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_TYPE: 'bad_request',
  FST_ERR_VALIDATION: 'validation_failed',
};

const defaultMessages: Partial<Record<ErrorCode, string>> = {
  bad_request: 'The request body is not valid JSON of the expected content type (application/json).',
  payload_too_large: 'The request body is too large.',
  internal_error: 'Something went wrong on our side. It has been logged.',
};

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  extra: { details?: FieldIssue[]; retryAfterSeconds?: number } = {},
) {
  const status = errorStatus[code];
  const body: ErrorEnvelope = { ok: false, status, error: { code, message } };
  if (extra.details?.length) body.error.details = extra.details;
  if (extra.retryAfterSeconds !== undefined) reply.header('retry-after', String(extra.retryAfterSeconds));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function zodDetails(error: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const where =
      error.validationContext === 'body' ? path : [error.validationContext, path].filter(Boolean).join('.');
    return {
      field: where || String(error.validationContext ?? 'body'),
      message: issue.message ?? 'is invalid',
    };
  });
}

/**
 * A body over the limit is read to its end (and thrown away) before the 413 goes out, so the client
 * finishes sending and then reads the envelope; only a body far past the limit, or one that takes
 * too long, is cut off (the connection is then closed after the answer).
 */
async function answerTooLarge(request: FastifyRequest, reply: FastifyReply, bodyLimit: number) {
  const drained = await drainRequest(request.raw, {
    maxBytes: Math.max(64 * 1024 * 1024, bodyLimit * 16),
    timeoutMs: 30_000,
  });
  // Fastify asks for `Connection: close` because the rest of the body may still come; once it has
  // all been read the connection is reusable.
  if (drained) reply.removeHeader('connection');
  return sendError(reply, 'payload_too_large', defaultMessages.payload_too_large!);
}

/**
 * During an outage (Redis or PostgreSQL down) every request answers 503; one log line per outage
 * and then one every 10 s with the count says so, rather than a stack trace per request.
 */
function outageLogger(app: FastifyInstance) {
  let since = 0;
  let suppressed = 0;
  return (error: Error) => {
    const now = Date.now();
    if (now - since < 10_000) {
      suppressed++;
      return;
    }
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    app.log.warn(
      { cause, answered503SinceLastLine: suppressed },
      `dependency unavailable, answering 503: ${error.message}`,
    );
    since = now;
    suppressed = 0;
  };
}

/** One place turns every failure into the envelope; 5xx never carry internals. */
export function installErrorHandling(app: FastifyInstance) {
  const logOutage = outageLogger(app);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError && error.code === 'unavailable') {
      logOutage(error);
      return sendError(reply, error.code, error.message, {
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      });
    }
    if (isConnectionError(error)) {
      logOutage(error);
      return sendError(reply, 'unavailable', 'The database is unavailable; try again shortly.');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return answerTooLarge(request, reply, app.initialConfig.bodyLimit ?? 1_048_576);
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, error.code, error.message, {
        ...(error.details ? { details: error.details } : {}),
        ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = zodDetails(error);
      const summary = details.map((d) => `${d.field}: ${d.message}`).join('; ');
      return sendError(reply, 'validation_failed', `The request is invalid. ${summary}`.trim(), { details });
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      return sendError(reply, mapped, defaultMessages[mapped] ?? error.message);
    }
    if (error.statusCode === 429) {
      return sendError(reply, 'rate_limited', error.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode =
        error.statusCode === 413
          ? 'payload_too_large'
          : error.statusCode === 404
            ? 'not_found'
            : 'bad_request';
      return sendError(reply, code, defaultMessages[code] ?? error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal_error', defaultMessages.internal_error!);
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 'not_found', `No route matches ${request.method} ${request.url.split('?')[0]}.`),
  );
}
