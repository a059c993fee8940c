import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutSchema } from '../../../contracts/about';
import { envelope } from '../../../contracts/common';
import { audited } from '../../audit/audited';
import { aboutBody } from '../../content/rich-fields';
import { changedFields } from '../../audit/changes';
import { isStaffRequest } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { notFound } from '../../core/errors';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import { aboutRepository } from '../../data/about';
import { readAboutForVisitors } from '../../resources/about';

const tags = ['About'];

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  cachePublicReads(app, 'about');
  const about = aboutRepository(app.db);

  // An inactive About page is a draft: visitors get the same 404 as when none was written yet,
  // while staff still load it to edit and preview it.
  app.get(
    '/',
    { config: { cacheRead: true }, schema: { tags, response: { 200: envelope(aboutSchema) } } },
    async (request) => {
      const content = isStaffRequest(request) ? await about.find() : await readAboutForVisitors(app.db);
      if (!content) throw notFound('About page');
      return ok(content);
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.put(
      '/',
      { schema: { tags, security, body: aboutBody, response: { 200: envelope(aboutSchema) } } },
      async (request) => {
        const saved = await audited(
          request,
          async (trx) => {
            const repo = aboutRepository(trx);
            const before = await repo.find();
            return { before, after: await repo.save(request.body) };
          },
          ({ before, after }) => ({
            action: before ? 'update' : 'create',
            entity: 'about',
            entityId: after.id,
            label: after.title,
            summary: before ? changedFields(before, after) : '',
          }),
        );
        return ok(saved.after);
      },
    );
  });
};
