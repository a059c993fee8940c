import type { z } from 'zod';
import { pagedEnvelope } from '../../contracts/paging';
import { type Page, pageFromQuery } from './crud-handlers';
import { BEARER_SECURITY, type ZodScope } from './route-scopes';

/**
 * `GET /` of a read-only log the operators page through (the audit log, the mail outbox). Its
 * guard stays with the plugin that calls this, where the route scopes are read from.
 */
export function logPageRoute<Query extends { limit: number; offset: number }, Row>(
  app: ZodScope,
  spec: {
    tags: string[];
    description: string;
    querystring: z.ZodType<Query>;
    row: z.ZodType<Row>;
    page: (query: Query) => Promise<Page<Row>>;
  },
) {
  const listPage = pageFromQuery(spec.page);
  app.get(
    '/',
    {
      schema: {
        tags: spec.tags,
        security: BEARER_SECURITY,
        description: spec.description,
        querystring: spec.querystring,
        response: { 200: pagedEnvelope(spec.row) },
      },
    },
    // The query's type is the schema's output (UndefinedToUnknown to the type provider).
    (request, reply) => listPage(request as typeof request & { query: Query }, reply),
  );
}
