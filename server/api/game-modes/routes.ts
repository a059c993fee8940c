import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameModeInputSchema, gameModeListQuery, gameModeSchema } from '../../../contracts/game-mode';
import { isStaffRequest } from '../../auth/guards';
import { contentRoutes } from '../../http/content-routes';
import { gameModeRepository } from '../../data/game-modes';

export const gameModeRoutes: FastifyPluginAsyncZod = (app) =>
  contentRoutes(app, {
    tags: ['Game modes'],
    label: 'Game mode',
    cache: 'game-modes',
    resource: { entity: 'game_mode', repository: gameModeRepository },
    // The landing page's game cards: visitors see active modes only, whatever the query asks for.
    list: {
      querystring: gameModeListQuery,
      response: gameModeSchema.array(),
      read: (modes, { active, featured, platform }, request) =>
        modes.list({ active: isStaffRequest(request) ? active : true, featured, platform }),
    },
    show: { response: gameModeSchema, visibleToVisitors: (row) => row.isActive },
    create: { body: gameModeInputSchema, response: gameModeSchema },
    update: { body: gameModeInputSchema, response: gameModeSchema },
  });
