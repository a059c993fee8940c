import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResult, envelope, idParams } from '../../../contracts/common';
import {
  subscribeInputSchema,
  subscribeResultSchema,
  subscriberListQuery,
  subscriberSchema,
} from '../../../contracts/subscriber';
import { requireStaff } from '../../auth/guards';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
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

  // Typed as a zod plugin of its own: an inline `async (staff) => …` loses the type provider.
  const staffRoutes: FastifyPluginAsyncZod = async (staff) => {
    staff.addHook('onRequest', requireStaff);
    const security = [{ bearer: [] }];

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

    staff.delete(
      '/:id',
      { schema: { tags, security, params: idParams, response: { 200: envelope(deletedResult) } } },
      async (request) => {
        if (!(await subscribers.remove(request.params.id))) throw notFound('Subscriber');
        return ok({ id: request.params.id });
      },
    );
  };
  await app.register(staffRoutes);
};
