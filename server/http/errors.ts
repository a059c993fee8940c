import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** "body/title" → "title"; an issue's own message already names the field where it can. */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const where = (first.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const message = first.message ?? 'is invalid';
  // A body that is text, an array or a number instead of the expected JSON object.
  if (!where && context === 'body' && /expected object/.test(message))
    return 'The request body must be a JSON object';
  if (/^Invalid input|^Too (big|small)|^Invalid option|^Unrecognized/.test(message)) {
    const field = where || context || 'request';
    return `${field}: ${message}`;
  }
  return message;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Please sign in to continue',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  409: 'Conflict',
  413: 'The request is too large',
  415: 'Unsupported content type',
  429: 'Too many requests, please try again later',
};

/** One handler turns every failure into the envelope with the right status, never internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = describeValidation(
        error.validation as unknown as ValidationIssue[],
        error.validationContext,
      );
      return reply.code(400).send({ success: false, data: null, error: message });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, data: null, error: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ success: false, data: null, error: 'Something went wrong on our side' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = STATUS_TEXT[status] ?? 'Bad request';
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
        message = 'The request body is not valid JSON';
      else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'The request body is empty';
      else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        message = 'Unsupported content type: send application/json';
      else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413)
        message = 'The request is too large';
      else if (status === 429) message = STATUS_TEXT[429]!;
      return reply.code(status).send({ success: false, data: null, error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, data: null, error: 'Something went wrong on our side' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      success: false,
      data: null,
      error: `No API route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
