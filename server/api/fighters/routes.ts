import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import { fighterInputSchema, fighterListQuery, fighterSchema } from '../../../contracts/fighter';
import { createFromBody, updateFromBody } from '../../http/crud-handlers';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { notFound } from '../../http/errors';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { setFighterCacheHeaders } from './cache-headers';
import { fighterHistoryRoutes } from './history-routes';
import { fighterRepository } from '../../data/fighters';

const tags = ['Fighters'];
const audit = { entity: 'fighter', repository: fighterRepository } as const;

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
      setFighterCacheHeaders(request, reply);
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
      setFighterCacheHeaders(request, reply);
      return ok(fighter);
    },
  );

  // Inside this scope, so the history read shares the read cache and its invalidation.
  await fighterHistoryRoutes(app);

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    // The client also sends createdAt and updatedAt; the schema drops them, the server sets both.
    staff.post(
      '/',
      { schema: { tags, security, body: fighterInputSchema, response: { 201: envelope(fighterSchema) } } },
      createFromBody(audit, (repo, input) => repo.create(input)),
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
      updateFromBody('Fighter', audit, (repo, id, input) => repo.update(id, input)),
    );

    deleteByIdRoute(staff, {
      tags,
      label: 'Fighter',
      resource: audit,
    });
  });
};
