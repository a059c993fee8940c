import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutSchema } from '../../../contracts/about';
import { envelope } from '../../../contracts/common';
import { localeParams, localeQuery } from '../../../contracts/translation';
import { audited } from '../../audit/audited';
import { aboutBody } from '../../content/rich-fields';
import { changedFields } from '../../audit/changes';
import { isStaffRequest } from '../../auth/guards';
import { appendVary } from '../../http/compression';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { requestLocale } from '../../http/request-locale';
import { notFound } from '../../core/errors';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import { putTranslationRoute } from '../../http/translation-write';
import { aboutRepository } from '../../data/about';
import { aboutTranslations, readAbout, readAboutForVisitors } from '../../resources/about';

const tags = ['About'];
const label = 'About page';
const { localized } = aboutTranslations;

export const aboutRoutes: FastifyPluginAsyncZod = async (app) => {
  cachePublicReads(app, 'about');

  // An inactive About page is a draft: visitors get the same 404 as when none was written yet,
  // while staff still load it to edit and preview it. It reads in the request's locale
  // (docs/decisions/0054-content-translations.md), which the read cache keys on.
  app.get(
    '/',
    {
      config: { cacheRead: true, localized: true },
      // Without ?locale=, Accept-Language picks the answer: a shared cache must key on it too.
      onRequest: async (_request, reply) => appendVary(reply, 'Accept-Language'),
      schema: { tags, querystring: localeQuery, response: { 200: envelope(localized.row) } },
    },
    async (request) => {
      const inLocale = { locale: requestLocale(request), default: app.config.locales.default };
      const content = isStaffRequest(request)
        ? await readAbout(app.db, inLocale)
        : await readAboutForVisitors(app.db, inLocale);
      if (!content) throw notFound(label);
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

    putTranslationRoute(staff, {
      tags,
      label,
      ...aboutTranslations,
      path: '/translations/:locale',
      params: localeParams,
      find: (db) => aboutRepository(db).find(),
    });
  });
};
