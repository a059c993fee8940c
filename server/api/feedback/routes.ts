import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '../../../contracts/common';
import {
  attachmentParams,
  feedbackInputSchema,
  feedbackReceiptSchema,
  feedbackStatsSchema,
} from '../../../contracts/feedback';
import { notFound } from '../../core/errors';
import { contentDisposition, downloadName } from '../../data/feedback-attachments';
import { removeFiles } from '../../forms/feedback-files';
import { ok } from '../../http/envelope';
import { messageRoutes } from '../../http/message-routes';
import { statsRoute } from '../../http/resource-routes';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import { feedbackResource } from '../../resources/feedback';
import { answerData, formClient, publicFormOptions, throwRefusal } from '../public-form-route';

const { tags } = feedbackResource;

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = feedbackResource.repository(app.db);

  // Public feedback with attachments (server/forms/feedback.ts): its policy counts and gates a
  // body before it is read, and its files' sizes are checked before the contract.
  const form = app.forms.feedback;
  app.post(
    '/',
    {
      ...publicFormOptions(app, form),
      preValidation: async (request) => throwRefusal(form.checkBody(request.body)),
      schema: { tags, body: feedbackInputSchema, response: { 201: envelope(feedbackReceiptSchema) } },
    },
    async (request, reply) => {
      const receipt = answerData(await form.run(request.body, formClient(request)));
      return reply.code(201).send(ok(receipt));
    },
  );

  await registerStaffRoutes(app, async (staff) => {
    // Derived from the resource's declaration; the attachments' files go once the row is gone
    // (`remove` answers their storage keys).
    messageRoutes(staff, feedbackResource, {
      afterDelete: (keys, request) => removeFiles(app, request.log, keys),
    });

    statsRoute(
      staff,
      tags,
      {
        description: 'The counters of the feedback screen: every submission by status.',
        response: feedbackStatsSchema,
      },
      () => feedback.stats(),
    );

    // The body is the file itself, so only the error answers have a schema.
    staff.get(
      '/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          security: BEARER_SECURITY,
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
