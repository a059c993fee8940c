import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes } from '../../http/content-routes';
import { chapterResource } from '../../resources/chapters';

/** Derived from the resource's declaration, which says what a visitor may read. */
export const chapterRoutes: FastifyPluginAsyncZod = (app) => contentRoutes(app, chapterResource);
