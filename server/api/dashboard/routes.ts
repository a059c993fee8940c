import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import { dashboardStatsSchema } from '../../../contracts/dashboard';
import { ok } from '../../http/envelope';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import { dashboardRepository } from '../../data/dashboard';

const tags = ['Dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = dashboardRepository(app.db);

  await registerStaffRoutes(app, async (staff) => {
    staff.get(
      '/stats',
      {
        schema: {
          tags,
          security: BEARER_SECURITY,
          description:
            'The numbers of the back-office dashboard: posts, users, fighters and subscribers counted ' +
            'by the database, with the newest posts and accounts.',
          response: { 200: envelope(dashboardStatsSchema) },
        },
      },
      async () => ok(await dashboard.stats()),
    );
  });
};
