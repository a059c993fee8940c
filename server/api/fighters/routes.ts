import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fighterInputSchema, fighterListQuery, fighterSchema } from '../../../contracts/fighter';
import { contentRoutes } from '../../http/content-routes';
import { setFighterCacheHeaders } from './cache-headers';
import { fighterHistoryRoutes } from './history-routes';
import { fighterRepository } from '../../data/fighters';

export const fighterRoutes: FastifyPluginAsyncZod = (app) =>
  contentRoutes(app, {
    tags: ['Fighters'],
    label: 'Fighter',
    cache: 'fighters',
    resource: { entity: 'fighter', repository: fighterRepository },
    list: {
      querystring: fighterListQuery,
      response: fighterSchema.array(),
      read: (fighters, query) => fighters.list({ featured: query.featured }),
    },
    // Every visitor sees every fighter.
    show: { response: fighterSchema },
    readHeaders: setFighterCacheHeaders,
    // Inside this scope, so the history read shares the read cache and its invalidation.
    nested: fighterHistoryRoutes,
    // The client also sends createdAt and updatedAt; the schema drops them, the server sets both.
    create: { body: fighterInputSchema, response: fighterSchema },
    update: { body: fighterInputSchema, response: fighterSchema },
  });
