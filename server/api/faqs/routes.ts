import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentRoutes } from '../../http/content-routes';
import { faqResource } from '../../resources/faqs';

/** Derived from the resource's declaration, which says what a visitor may read. */
export const faqRoutes: FastifyPluginAsyncZod = (app) => contentRoutes(app, faqResource);
