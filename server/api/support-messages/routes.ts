import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedEnvelope } from '../../../contracts/paging';
import { envelope, idParams } from '../../../contracts/common';
import {
  supportMessageInputSchema,
  supportMessageListQuery,
  supportMessageReceiptSchema,
  supportMessageSchema,
  supportMessageUpdateSchema,
} from '../../../contracts/support-message';
import { audited } from '../../audit/audited';
import { changedFields } from '../../audit/changes';
import { ok, paged } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { BEARER_SECURITY, deleteByIdRoute, registerStaffRoutes } from '../../http/route-scopes';
import { supportMessageRepository } from '../../data/support-messages';

const tags = ['Support messages'];
const audit = { entity: 'support_message', repository: supportMessageRepository } as const;

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
          description:
            'One page of support messages, newest first unless `order` says otherwise. `meta.total` ' +
            '(and the `X-Total-Count` header) is the number matching the filters over all pages.',
          querystring: supportMessageListQuery,
          response: { 200: pagedEnvelope(supportMessageSchema) },
        },
      },
      async (request, reply) => {
        const { limit, offset } = request.query;
        const { rows, total } = await messages.page(request.query);
        return paged(reply, rows, { total, limit, offset });
      },
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
        const { id } = request.params;
        const changed = await audited(
          request,
          async (trx) => {
            const repo = supportMessageRepository(trx);
            const before = await repo.find(id);
            const after = before && (await repo.setStatus(id, request.body.status));
            return before && after ? { before, after } : undefined;
          },
          (done) =>
            done && {
              action: 'update',
              entity: 'support_message',
              entityId: id,
              label: done.after.subject,
              summary: changedFields(done.before, done.after),
            },
        );
        if (!changed) throw notFound('Support message');
        return ok(changed.after);
      },
    );

    deleteByIdRoute(staff, {
      tags,
      label: 'Support message',
      resource: audit,
    });
  });
};
