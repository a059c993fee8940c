import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import { faqInputSchema, faqListQuery, faqSchema, reorderSchema } from '../../../contracts/faq';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { notFound } from '../../http/errors';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { faqRepository } from './repository';

const tags = ['FAQs'];

export const faqRoutes: FastifyPluginAsyncZod = async (app) => {
  cachePublicReads(app, 'faqs');
  const faqs = faqRepository(app.db);

  // Anonymous callers see published FAQs only, whatever the query asks for.
  app.get(
    '/',
    {
      config: { cacheRead: true },
      schema: { tags, querystring: faqListQuery, response: { 200: envelope(faqSchema.array()) } },
    },
    async (request) => {
      const published = isStaffRequest(request) ? request.query.published : true;
      return ok(await faqs.list({ published, category: request.query.category }));
    },
  );

  app.get(
    '/:id',
    {
      config: { cacheRead: true },
      schema: { tags, params: idParams, response: { 200: envelope(faqSchema) } },
    },
    async (request) => {
      const faq = await faqs.find(request.params.id);
      if (!faq || (!faq.published && !isStaffRequest(request))) throw notFound('FAQ');
      return ok(faq);
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.post(
      '/',
      { schema: { tags, security, body: faqInputSchema, response: { 201: envelope(faqSchema) } } },
      async (request, reply) => reply.code(201).send(ok(await faqs.create(request.body))),
    );

    staff.put(
      '/reorder',
      { schema: { tags, security, body: reorderSchema, response: { 200: envelope(faqSchema.array()) } } },
      async (request) => {
        await faqs.reorder(request.body.items);
        return ok(await faqs.list({}));
      },
    );

    staff.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: faqInputSchema,
          response: { 200: envelope(faqSchema) },
        },
      },
      async (request) => {
        const faq = await faqs.update(request.params.id, request.body);
        if (!faq) throw notFound('FAQ');
        return ok(faq);
      },
    );

    deleteByIdRoute(staff, { tags, label: 'FAQ', remove: (id) => faqs.remove(id) });
  });
};
