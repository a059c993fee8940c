import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqListQuery, faqSchema, reorderSchema } from '../../../contracts/faq';
import { isStaffRequest } from '../../auth/guards';
import { faqBody } from '../../content/rich-fields';
import { contentRoutes } from '../../http/content-routes';
import { faqRepository } from '../../data/faqs';

export const faqRoutes: FastifyPluginAsyncZod = (app) =>
  contentRoutes(app, {
    tags: ['FAQs'],
    label: 'FAQ',
    cache: 'faqs',
    resource: { entity: 'faq', repository: faqRepository },
    // Anonymous callers see published FAQs only, whatever the query asks for.
    list: {
      querystring: faqListQuery,
      response: faqSchema.array(),
      read: (faqs, query, request) =>
        faqs.list({ published: isStaffRequest(request) ? query.published : true, category: query.category }),
    },
    show: { response: faqSchema, visibleToVisitors: (row) => row.published },
    create: { body: faqBody, response: faqSchema },
    reorder: { body: reorderSchema, response: faqSchema.array(), list: {} },
    update: { body: faqBody, response: faqSchema },
  });
