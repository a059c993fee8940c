import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '../../../contracts/common';
import { healthSchema, readySchema } from '../../../contracts/system';
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

/**
 * Readiness, for a load balancer or an orchestrator: 200 when every service this instance needs
 * answers (the database, the media storage, and Redis and the SMTP server when configured); 503
 * naming each one that does not. /api/health stays the liveness check: the process answers.
 */
export const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['System'],
        description:
          'Whether this instance can serve: 200 when the database, the media storage, and Redis and the ' +
          'SMTP server when they are configured all answer; 503 naming each one that does not.',
        response: { 200: envelope(readySchema), 503: errorEnvelope },
      },
    },
    async (request, reply) => {
      const outcomes = await app.readiness.run();
      reply.header('cache-control', 'no-store');
      const failed = outcomes.filter((outcome) => !outcome.ok);
      if (failed.length > 0) {
        request.log.warn({ failed }, 'readiness check failed');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({
            success: false,
            data: null,
            error: `Not ready: ${failed.map((outcome) => `${outcome.name} (${outcome.detail})`).join(', ')}`,
          });
      }
      return ok({
        status: 'ready' as const,
        checks: Object.fromEntries(outcomes.map((outcome) => [outcome.name, 'ok' as const])),
      });
    },
  );
};
