import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams } from '../../../contracts/common';
import {
  supportMessageInputSchema,
  supportMessageListQuery,
  supportMessageReceiptSchema,
  supportMessageSchema,
  supportMessageUpdateSchema,
} from '../../../contracts/support-message';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { supportMessageRepository } from './repository';

const tags = ['Support messages'];

export const supportMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = supportMessageRepository(app.db);

  // Public contact form. The visitor gets a receipt, not the stored record with its status.
  app.post(
    '/',
    {
      onRequest: app.limitPublicWrites,
      schema: {
        tags,
        body: supportMessageInputSchema,
        response: { 201: envelope(supportMessageReceiptSchema) },
      },
    },
    async (request, reply) => {
      const created = await messages.create(request.body);
      return reply.code(201).send(ok({ id: created.id, createdAt: created.createdAt }));
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
          querystring: supportMessageListQuery,
          response: { 200: envelope(supportMessageSchema.array()) },
        },
      },
      async (request) => ok(await messages.list(request.query)),
    );

    staff.get(
      '/:id',
      { schema: { tags, security, params: idParams, response: { 200: envelope(supportMessageSchema) } } },
      async (request) => {
        const message = await messages.find(request.params.id);
        if (!message) throw notFound('Support message');
        return ok(message);
      },
    );

    staff.put(
      '/:id',
      {
        schema: {
          tags,
          security,
          params: idParams,
          body: supportMessageUpdateSchema,
          response: { 200: envelope(supportMessageSchema) },
        },
      },
      async (request) => {
        const message = await messages.setStatus(request.params.id, request.body.status);
        if (!message) throw notFound('Support message');
        return ok(message);
      },
    );

    deleteByIdRoute(staff, { tags, label: 'Support message', remove: (id) => messages.remove(id) });
  });
};
