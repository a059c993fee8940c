import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '../../../contracts/common';
import { healthSchema } from '../../../contracts/system';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { ok } from '../../http/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['System'],
        response: { 200: envelope(healthSchema), 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
      } catch (err) {
        request.log.warn({ reason: (err as Error).message }, 'health check: database unreachable');
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ success: false, data: null, error: `Database unreachable (${app.dbKind})` });
      }
      reply.header('cache-control', 'no-store');
      return ok({ status: 'ok' as const, database: app.dbKind });
    },
  );
};
