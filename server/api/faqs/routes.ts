import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import { faqInputSchema, faqListQuery, faqSchema, reorderSchema } from '../../../contracts/faq';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { createFromBody, reorderFromBody, showById, updateFromBody } from '../../http/crud-handlers';
import { cachePublicReads } from '../../http/read-cache';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { faqRepository } from '../../data/faqs';

const tags = ['FAQs'];
const audit = { entity: 'faq', repository: faqRepository } as const;

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
    showById(
      'FAQ',
      (id) => faqs.find(id),
      (row) => row.published,
    ),
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.post(
      '/',
      { schema: { tags, security, body: faqInputSchema, response: { 201: envelope(faqSchema) } } },
      createFromBody(audit, (repo, input) => repo.create(input)),
    );

    staff.put(
      '/reorder',
      { schema: { tags, security, body: reorderSchema, response: { 200: envelope(faqSchema.array()) } } },
      reorderFromBody(
        audit,
        (repo, items) => repo.reorder(items),
        (repo) => repo.list({}),
      ),
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
      updateFromBody('FAQ', audit, (repo, id, input) => repo.update(id, input)),
    );

    deleteByIdRoute(staff, { tags, label: 'FAQ', resource: audit });
  });
};
