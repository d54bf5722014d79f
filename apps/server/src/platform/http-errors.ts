import { AppError, type ErrorCode, errorTable, type FieldErrors } from '@brocardo/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';

export interface ErrorBody {
  message: string;
  error_code: ErrorCode;
  errors?: FieldErrors;
  request_id?: string;
  [extra: string]: unknown;
}

/** Fastify's own failures that are the client's fault, by their `code`. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_RATE_LIMIT_EXCEEDED: 'RATE_LIMITED',
};

/** Any other 4xx a plugin raises (e.g. a prototype-poisoned JSON body), by status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function knownErrorBody(code: ErrorCode, message: string = errorTable[code].message): ErrorBody {
  return { message, error_code: code };
}

/** `/email` → `email`, `/items/0/name` → `items.0.name`; a whole-body problem is keyed by its context. */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function validationBody(error: FastifyError): ErrorBody {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field = fieldName(issue.instancePath, error.validationContext);
    const list = errors[field] ?? [];
    list.push(issue.message ?? errorTable.VALIDATION_FAILED.message);
    errors[field] = list;
  }
  const first = Object.values(errors).flat()[0] ?? errorTable.VALIDATION_FAILED.message;
  return { message: first, error_code: 'VALIDATION_FAILED', errors };
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } | null {
  if (error instanceof AppError) {
    const body: ErrorBody = { ...error.extra, message: error.message, error_code: error.code };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return { status: error.status, body };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || Array.isArray(fastifyError?.validation)) {
    // A malformed id in the path names no resource: the same 404 as a missing one.
    if (fastifyError.validationContext === 'params') {
      return { status: 404, body: knownErrorBody('NOT_FOUND') };
    }
    return { status: 422, body: validationBody(fastifyError) };
  }
  const byCode = fastifyError?.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (byCode) return { status: errorTable[byCode].status, body: knownErrorBody(byCode) };
  // The database stopping, restarting or out of connections: retry later, nothing was the client's fault.
  if (isDatabaseUnavailable(error)) return { status: 503, body: knownErrorBody('SERVICE_UNAVAILABLE') };
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: knownErrorBody(STATUS_CODES[status] ?? 'BAD_REQUEST') };
  }
  return null;
}

/**
 * The router's own failures, before any route or hook runs (Fastify's `frameworkErrors`): a malformed
 * `%` escape is a bad request, a path segment over the router's 100 characters names no resource.
 * Answered from the error table, in Italian, with the usual headers, never echoing the URL.
 */
export function frameworkErrorReplier(setHeaders: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setHeaders(request, reply);
    const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'NOT_FOUND' : 'BAD_REQUEST';
    void reply.status(errorTable[code].status).send(knownErrorBody(code));
  };
}

/** One error handler for the whole app. Unknown errors are logged with the request id and hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
    const known = toErrorResponse(error);
    if (known) {
      if (known.status === 429 && !reply.hasHeader('retry-after')) {
        const seconds = known.body.seconds_remaining;
        reply.header('retry-after', String(typeof seconds === 'number' ? seconds : 60));
      }
      if (known.status === 503 && !reply.hasHeader('retry-after')) {
        request.log.warn({ err: error }, 'service unavailable');
        reply.header('retry-after', '5');
      }
      return reply.status(known.status).send(known.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ ...knownErrorBody('INTERNAL_ERROR'), request_id: String(request.id) } satisfies ErrorBody);
  });
}
