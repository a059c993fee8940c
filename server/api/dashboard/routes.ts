import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema } from '../../../contracts/dashboard';
import { statsRoute } from '../../http/resource-routes';
import { registerStaffRoutes } from '../../http/route-scopes';
import { dashboardRepository } from '../../data/dashboard';

const tags = ['Dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = dashboardRepository(app.db);

  await registerStaffRoutes(app, (staff) =>
    statsRoute(
      staff,
      tags,
      {
        description:
          'The numbers of the back-office dashboard: posts, users, fighters and subscribers counted ' +
          'by the database, with the newest posts and accounts.',
        response: dashboardStatsSchema,
      },
      () => dashboard.stats(),
    ),
  );
};
