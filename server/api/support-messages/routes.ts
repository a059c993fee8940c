import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import {
  supportMessageInputSchema,
  supportMessageListQuery,
  supportMessageReceiptSchema,
  supportMessageSchema,
  supportMessageUpdateSchema,
} from '../../../contracts/support-message';
import { ok } from '../../http/envelope';
import { messageRoutes } from '../../http/message-routes';
import { deleteByIdRoute } from '../../http/resource-routes';
import { registerStaffRoutes } from '../../http/route-scopes';
import { supportMessageRepository } from '../../data/support-messages';
import { answerData, formClient, publicFormOptions } from '../public-form-route';

const tags = ['Support messages'];
const audit = { entity: 'support_message', repository: supportMessageRepository } as const;

export const supportMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = supportMessageRepository(app.db);

  // Public contact form (server/forms/contact.ts).
  app.post(
    '/',
    {
      ...publicFormOptions(app, app.forms.contact),
      schema: {
        tags,
        body: supportMessageInputSchema,
        response: { 201: envelope(supportMessageReceiptSchema) },
      },
    },
    async (request, reply) => {
      const receipt = answerData(await app.forms.contact.run(request.body, formClient(request)));
      return reply.code(201).send(ok(receipt));
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    messageRoutes(staff, {
      tags,
      label: 'Support message',
      plural: 'support messages',
      resource: audit,
      list: {
        querystring: supportMessageListQuery,
        response: supportMessageSchema,
        page: (query) => messages.page(query),
      },
      show: { response: supportMessageSchema },
      update: {
        body: supportMessageUpdateSchema,
        response: supportMessageSchema,
        write: (repo, id, input) => repo.setStatus(id, input.status),
      },
    });

    deleteByIdRoute(staff, {
      tags,
      label: 'Support message',
      resource: audit,
    });
  });
};
