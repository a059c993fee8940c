import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import { siteSettingsInputSchema, siteSettingsSchema } from '../../../contracts/site-settings';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { isStaffRequest } from '../../auth/guards';
import { siteSettingsForVisitors, siteSettingsRepository } from '../../data/site-settings';
import { ok } from '../../http/envelope';
import { cachePublicReads } from '../../http/read-cache';
import { BEARER_SECURITY, registerSuperAdminRoutes } from '../../http/route-scopes';

const tags = ['Site settings'];

/**
 * The site's name, description, footer links, sender name and maintenance banner
 * (docs/back-office-screens.md, Settings). Visitors read what the public pages show; only a super
 * admin writes. A save is a staff write, so the cache bus clears the page and read caches with it.
 */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  cachePublicReads(app, 'site-settings');
  const settings = siteSettingsRepository(app.db);

  app.get(
    '/',
    { config: { cacheRead: true }, schema: { tags, response: { 200: envelope(siteSettingsSchema) } } },
    async (request) => {
      const found = await settings.find();
      if (isStaffRequest(request)) return ok(found);
      return ok({ ...siteSettingsForVisitors(found), updatedAt: found.updatedAt });
    },
  );

  await registerSuperAdminRoutes(app, (superAdmin) => {
    superAdmin.put(
      '/',
      {
        schema: {
          tags,
          security: BEARER_SECURITY,
          body: siteSettingsInputSchema,
          response: { 200: envelope(siteSettingsSchema) },
        },
      },
      async (request) => {
        const { after } = await audited(
          request,
          async (trx) => {
            const repo = siteSettingsRepository(trx);
            const before = await repo.find();
            return { before, after: await repo.save(request.body) };
          },
          ({ before, after }) => ({
            action: 'update',
            entity: 'site_settings',
            entityId: null,
            label: after.siteName,
            summary: changedFields(before, after),
          }),
        );
        return ok(after);
      },
    );
  });
};
