import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedResult, envelope, errorEnvelope, idParams } from '../../../contracts/common';
import {
  attachmentParams,
  feedbackInputSchema,
  feedbackListQuery,
  feedbackReceiptSchema,
  feedbackSchema,
  feedbackStatsSchema,
  feedbackUpdateSchema,
} from '../../../contracts/feedback';
import { audited } from '../../audit/audited';
import { ok } from '../../http/envelope';
import { messageRoutes } from '../../http/message-routes';
import { notFound } from '../../core/errors';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import {
  checkAttachmentLimits,
  contentDisposition,
  decodeDataUrls,
  downloadName,
} from '../../data/feedback-attachments';
import { FEEDBACK_JSON_MAX_BYTES, removeFiles } from '../../data/feedback-intake';
import { feedbackRepository } from '../../data/feedback';

const tags = ['Feedback'];
const entity = 'feedback' as const;
const audit = { entity, repository: feedbackRepository } as const;

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = feedbackRepository(app.db);

  app.post(
    '/',
    {
      bodyLimit: FEEDBACK_JSON_MAX_BYTES,
      // On this route the limiter runs before the body is read: a flood of 70 MB bodies should be
      // turned away before they are parsed, and refused (invalid) submissions count too. The gate
      // then bounds how many large bodies are read at once.
      onRequest: [app.limitPublicWrites, app.uploadGate.hook],
      preValidation: async (request) => checkAttachmentLimits(request.body),
      schema: { tags, body: feedbackInputSchema, response: { 201: envelope(feedbackReceiptSchema) } },
    },
    async (request, reply) => {
      const { attachments, ...fields } = request.body;
      const files = decodeDataUrls(attachments);
      const receipt = await app.feedbackIntake.submit(fields, files, { ip: request.ip, log: request.log });
      return reply.code(201).send(ok(receipt));
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    messageRoutes(staff, {
      tags,
      label: 'Feedback',
      plural: 'feedback',
      resource: audit,
      list: {
        querystring: feedbackListQuery,
        response: feedbackSchema,
        page: (query) => feedback.page(query),
      },
      show: { response: feedbackSchema },
      update: {
        body: feedbackUpdateSchema,
        response: feedbackSchema,
        write: (repo, id, input) => repo.update(id, input),
      },
    });

    staff.get(
      '/stats',
      {
        schema: {
          tags,
          security,
          description: 'The counters of the feedback screen: every submission by status.',
          response: { 200: envelope(feedbackStatsSchema) },
        },
      },
      async () => ok(await feedback.stats()),
    );

    staff.delete(
      '/:id',
      { schema: { tags, security, params: idParams, response: { 200: envelope(deletedResult) } } },
      async (request) => {
        const { id } = request.params;
        const removed = await audited(
          request,
          async (trx) => {
            const repo = feedbackRepository(trx);
            const before = await repo.find(id);
            const keys = before && (await repo.remove(id));
            return before && keys ? { before, keys } : undefined;
          },
          (done) => done && { action: 'delete', entity, entityId: id, label: done.before.subject },
        );
        if (!removed) throw notFound('Feedback');
        const { keys } = removed;
        await removeFiles(app, request.log, keys);
        return ok({ id: request.params.id });
      },
    );

    // The body is the file itself, so only the error answers have a schema.
    staff.get(
      '/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          security,
          summary: 'Download a feedback attachment',
          description:
            'Answers the file as stored (binary), with its sniffed content type, as a download named ' +
            "with that type's extension.",
          params: attachmentParams,
          response: { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope },
        },
      },
      async (request, reply) => {
        const file = await feedback.findAttachment(request.params.id, request.params.attachmentId);
        const stream = file ? await app.storage.read(file.storageKey) : null;
        if (!file || !stream) throw notFound('Attachment');
        // A visitor's file must never run as part of the site: a download named with its sniffed
        // type's extension, never sniffed, never cached.
        // The reply is widened because its typed payload is the error envelope, not a stream.
        return (reply as FastifyReply)
          .header('content-type', file.type)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(downloadName(file.name, file.type)))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  });
};
