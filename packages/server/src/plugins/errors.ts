import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { VALIDATION_FAILED, type ErrorPayload } from '@slidewise/core';
import { HttpError } from '../http-error.ts';

// DESIGN.md: every failure is `{ message, code, details? }`; the web app shows `message`.
const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const messageByFastifyCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported; send JSON.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON.',
};

export interface ValidationIssue {
  path: (string | number)[];
  code: string;
  message: string;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: ValidationIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter((segment) => segment !== ''),
        code: issue.keyword,
        message: issue.message ?? 'Invalid value',
      }));
      return sendError(reply, 400, {
        message: describeFirstIssue(issues, error.validationContext),
        code: VALIDATION_FAILED,
        details: issues,
      });
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendError(reply, error.statusCode, withDetails({ message: error.message, code: error.code }, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? 'bad_request';
      const message = messageByFastifyCode[error.code] ?? error.message ?? 'The request could not be handled.';
      return sendError(reply, status, { message, code });
    }
    // A 500 is a bug (DESIGN.md): log everything, tell the client nothing internal.
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, { message: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
  });
}

export function notFoundReply(_request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, { message: 'Not found', code: 'not_found' });
}

function sendError(reply: FastifyReply, status: number, payload: ErrorPayload) {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(payload));
}

function withDetails(payload: ErrorPayload, details: unknown): ErrorPayload {
  return details === undefined ? payload : { ...payload, details };
}

function describeFirstIssue(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const field = first.path.length > 0 ? first.path.join('.') : (context ?? 'request');
  return `${field}: ${first.message}`;
}
