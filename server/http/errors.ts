import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { findNulField, nulMessage } from '../../contracts/common';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable, isStorageFull } from '../db/unavailable';
import { HttpError, badRequest } from '../core/errors';
import { type ValidationIssue, validationMessage } from '../core/validation-message';

/** Refuses a NUL anywhere, after validation, so a schema's own NUL check names its field first. */
export async function refuseNulCharacters(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = findNulField(part);
    if (field) throw badRequest(nulMessage(field));
  }
}

/** Fastify's method order is arbitrary; Allow lists them in the order people read them. */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const byMethodOrder = (a: string, b: string) =>
  (METHOD_ORDER.indexOf(a) + 1 || 99) - (METHOD_ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b);

/** The methods a path supports, for 405s; call before the routes are registered. Wildcards are left out. */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes: { segments: string[]; methods: string[] }[] = [];
  const segmentsOf = (path: string) => path.split('/').filter((s, i, all) => s !== '' || i < all.length - 1);
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = ([] as string[]).concat(route.method);
    routes.push({ segments: segmentsOf(route.url), methods });
  });
  const matches = (pattern: string[], path: string[]) =>
    pattern.length === path.length &&
    pattern.every((segment, i) => (segment.startsWith(':') ? path[i] !== '' : segment === path[i]));
  return (path) => {
    const segments = segmentsOf(path);
    const allowed = new Set(routes.filter((r) => matches(r.segments, segments)).flatMap((r) => r.methods));
    return [...allowed].sort(byMethodOrder);
  };
}

/** The methods pages answer (server/web.ts); POST reaches route actions. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable. Please try again in a few seconds.';
export const STORAGE_FULL = 'Storage is full. Please try again later.';

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
      const message = validationMessage(
        error.validation as unknown as ValidationIssue[],
        error.validationContext,
      );
      return reply.code(400).send({ success: false, data: null, error: message });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ success: false, data: null, error: error.message });
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
    if (isDatabaseUnavailable(error)) {
      // One line, no stack: during an outage every request lands here.
      request.log.warn(
        { code: (error as { code?: string }).code, reason: error.message },
        'database unavailable',
      );
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ success: false, data: null, error: DATABASE_UNAVAILABLE });
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return reply.code(507).send({ success: false, data: null, error: STORAGE_FULL });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ success: false, data: null, error: 'Something went wrong on our side' });
  });

  app.setNotFoundHandler((request, reply) => {
    // Pages take every method they support through one catch-all route; a method no route
    // declares at all (PROPFIND, LOCK…) arrives here instead.
    if (!request.url.startsWith('/api') && !PAGE_METHODS.includes(request.method)) {
      return reply
        .code(405)
        .header('allow', PAGE_METHODS.join(', '))
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Method not allowed</title></head><body><h1>Method not allowed</h1><p>Pages answer GET, HEAD and POST only.</p></body></html>',
        );
    }
    const path = request.url.split('?')[0]!;
    // Outside /api only files reach here (pages have their catch-all): a missing one is no route.
    if (!path.startsWith('/api'))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    reply.code(404).send({ success: false, data: null, error: `No API route ${request.method} ${path}` });
  });
}
