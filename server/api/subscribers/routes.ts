import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import {
  subscribeInputSchema,
  subscribeResultSchema,
  subscriberListQuery,
  subscriberSchema,
} from '../../../contracts/subscriber';
import { ok } from '../../http/envelope';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { subscriberRepository } from './repository';

const tags = ['Subscribers'];

export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = subscriberRepository(app.db);

  // Public signup. The answer is the same for a new, an active and an unsubscribed address, so
  // the form cannot be used to find out who is on the list.
  app.post(
    '/',
    {
      onRequest: app.limitPublicWrites,
      schema: { tags, body: subscribeInputSchema, response: { 201: envelope(subscribeResultSchema) } },
    },
    async (request, reply) => {
      await subscribers.subscribe(request.body);
      return reply.code(201).send(ok({ email: request.body.email, status: 'active' as const }));
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    staff.get(
      '/',
      {
        schema: {
          tags,
          security,
          querystring: subscriberListQuery,
          response: { 200: envelope(subscriberSchema.array()) },
        },
      },
      async (request) => ok(await subscribers.list(request.query)),
    );

    deleteByIdRoute(staff, { tags, label: 'Subscriber', remove: (id) => subscribers.remove(id) });
  });
};
