import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterInputSchema, chapterListQuery, chapterSchema } from '../../../contracts/chapter';
import { envelope, idParams } from '../../../contracts/common';
import { reorderSchema } from '../../../contracts/faq';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { createFromBody, reorderFromBody, showById, updateFromBody } from '../../http/crud-handlers';
import { cachePublicReads } from '../../http/read-cache';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { chapterRepository } from '../../data/chapters';

const tags = ['Chapters'];
const audit = { entity: 'chapter', repository: chapterRepository } as const;

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
    showById(
      'Chapter',
      (id) => chapters.find(id),
      (row) => row.isActive,
    ),
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.post(
      '/',
      { schema: { tags, security, body: chapterInputSchema, response: { 201: envelope(chapterSchema) } } },
      createFromBody(audit, (repo, input) => repo.create(input)),
    );

    // Declared before '/:id' as in the FAQ routes; the router prefers the static path, so
    // "reorder" is never read as an id.
    staff.put(
      '/reorder',
      { schema: { tags, security, body: reorderSchema, response: { 200: envelope(chapterSchema.array()) } } },
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
          body: chapterInputSchema,
          response: { 200: envelope(chapterSchema) },
        },
      },
      updateFromBody('Chapter', audit, (repo, id, input) => repo.update(id, input)),
    );

    deleteByIdRoute(staff, {
      tags,
      label: 'Chapter',
      resource: audit,
    });
  });
};
