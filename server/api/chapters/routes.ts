import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterInputSchema, chapterListQuery, chapterSchema } from '../../../contracts/chapter';
import { envelope, idParams } from '../../../contracts/common';
import { reorderSchema } from '../../../contracts/faq';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { notFound } from '../../http/errors';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { chapterRepository } from './repository';

const tags = ['Chapters'];

export const chapterRoutes: FastifyPluginAsyncZod = async (app) => {
  cachePublicReads(app, 'chapters');
  const chapters = chapterRepository(app.db);

  // The story page plays the active chapters in order; visitors never see inactive ones.
  app.get(
    '/',
    {
      config: { cacheRead: true },
      schema: { tags, querystring: chapterListQuery, response: { 200: envelope(chapterSchema.array()) } },
    },
    async (request) => {
      const active = isStaffRequest(request) ? request.query.active : true;
      return ok(await chapters.list({ active }));
    },
  );

  app.get(
    '/:id',
    {
      config: { cacheRead: true },
      schema: { tags, params: idParams, response: { 200: envelope(chapterSchema) } },
    },
    async (request) => {
      const chapter = await chapters.find(request.params.id);
      if (!chapter || (!chapter.isActive && !isStaffRequest(request))) throw notFound('Chapter');
      return ok(chapter);
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.post(
      '/',
      { schema: { tags, security, body: chapterInputSchema, response: { 201: envelope(chapterSchema) } } },
      async (request, reply) => reply.code(201).send(ok(await chapters.create(request.body))),
    );

    // Declared before '/:id' as in the FAQ routes; the router prefers the static path, so
    // "reorder" is never read as an id.
    staff.put(
      '/reorder',
      { schema: { tags, security, body: reorderSchema, response: { 200: envelope(chapterSchema.array()) } } },
      async (request) => {
        await chapters.reorder(request.body.items);
        return ok(await chapters.list({}));
      },
    );

    staff.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: chapterInputSchema,
          response: { 200: envelope(chapterSchema) },
        },
      },
      async (request) => {
        const chapter = await chapters.update(request.params.id, request.body);
        if (!chapter) throw notFound('Chapter');
        return ok(chapter);
      },
    );

    deleteByIdRoute(staff, { tags, label: 'Chapter', remove: (id) => chapters.remove(id) });
  });
};
