import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes } from '../../http/content-routes';
import { fighterResource } from '../../resources/fighters';
import { setFighterCacheHeaders } from './cache-headers';
import { fighterHistoryRoutes } from './history-routes';

export const fighterRoutes: FastifyPluginAsyncZod = (app) =>
  contentRoutes(app, fighterResource, {
    readHeaders: setFighterCacheHeaders,
    // Inside this scope, so the history read shares the read cache and its invalidation.
    nested: fighterHistoryRoutes,
  });
