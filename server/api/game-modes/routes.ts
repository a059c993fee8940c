import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes } from '../../http/content-routes';
import { gameModeResource } from '../../resources/game-modes';

/** Derived from the resource's declaration, which says what a visitor may read. */
export const gameModeRoutes: FastifyPluginAsyncZod = (app) => contentRoutes(app, gameModeResource);
