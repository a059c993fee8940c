import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import { fighterInputSchema, fighterListQuery, fighterSchema } from '../../../contracts/fighter';
import { isStaffRequest } from '../../auth/guards';
import { createFromBody, updateFromBody } from '../../http/crud-handlers';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { notFound } from '../../http/errors';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { fighterRepository } from './repository';

const tags = ['Fighters'];

/**
 * The roster is the same for every visitor, so browsers and CDNs may keep it a minute. Staff get
 * a private copy the browser must revalidate: the back office reloads the list right after a write
 * and must see the change at once.
 * `Vary: Authorization` keeps a browser from answering a staff request with a visitor's copy.
 */
function setCacheHeaders(request: FastifyRequest, reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  reply.header(
    'cache-control',
    isStaffRequest(request) ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=300',
  );
}

export const fighterRoutes: FastifyPluginAsyncZod = async (app) => {
  cachePublicReads(app, 'fighters');
  const fighters = fighterRepository(app.db);

  app.get(
    '/',
    {
      config: { cacheRead: true },
      schema: { tags, querystring: fighterListQuery, response: { 200: envelope(fighterSchema.array()) } },
    },
    async (request, reply) => {
      const list = await fighters.list({ featured: request.query.featured });
      setCacheHeaders(request, reply);
      return ok(list);
    },
  );

  app.get(
    '/:id',
    {
      config: { cacheRead: true },
      schema: { tags, params: idParams, response: { 200: envelope(fighterSchema) } },
    },
    async (request, reply) => {
      const fighter = await fighters.find(request.params.id);
      if (!fighter) throw notFound('Fighter');
      setCacheHeaders(request, reply);
      return ok(fighter);
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    // The client also sends createdAt and updatedAt; the schema drops them, the server sets both.
    staff.post(
      '/',
      { schema: { tags, security, body: fighterInputSchema, response: { 201: envelope(fighterSchema) } } },
      createFromBody((input) => fighters.create(input)),
    );

    staff.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: fighterInputSchema,
          response: { 200: envelope(fighterSchema) },
        },
      },
      updateFromBody('Fighter', (id, input) => fighters.update(id, input)),
    );

    deleteByIdRoute(staff, { tags, label: 'Fighter', remove: (id) => fighters.remove(id) });
  });
};
