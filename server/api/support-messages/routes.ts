import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import { supportMessageInputSchema, supportMessageReceiptSchema } from '../../../contracts/support-message';
import { ok } from '../../http/envelope';
import { messageRoutes } from '../../http/message-routes';
import { registerStaffRoutes } from '../../http/route-scopes';
import { supportMessageResource } from '../../resources/support-messages';
import { answerData, formClient, publicFormOptions } from '../public-form-route';

const { tags } = supportMessageResource;

export const supportMessageRoutes: FastifyPluginAsyncZod = async (app) => {
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

  // Derived from the resource's declaration: the list, one message, its status and the delete.
  await registerStaffRoutes(app, (staff) => messageRoutes(staff, supportMessageResource));
};
