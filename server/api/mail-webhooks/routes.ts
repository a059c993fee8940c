import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope } from '../../../contracts/common';
import { mailgunEventResultSchema, mailgunEventSchema } from '../../../contracts/mail-webhook';
import { notFound } from '../../core/errors';
import { suppressionRepository } from '../../data/suppressions';
import { ok } from '../../http/envelope';
import { receiveMailgunEvent } from '../../mail/mailgun-webhook';

const tags = ['Mail webhooks'];

/**
 * The sending provider's events about delivered mail: no session, the provider's signature instead
 * (docs/decisions/0058-bounces-and-complaints.md). Without MAILGUN_WEBHOOK_SIGNING_KEY it answers 404.
 */
export const mailWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const signingKey = app.config.mail.mailgunSigningKey;

  app.post(
    '/mailgun',
    {
      // Before the body is read: without a key the route is not there, whatever is posted.
      onRequest: async () => {
        if (!signingKey) throw notFound('API route POST /api/mail/webhooks/mailgun');
      },
      preHandler: app.limitWebhooks,
      schema: {
        tags,
        description:
          "Mailgun's JSON event webhook. `failed` with severity `permanent` makes the subscriber " +
          'bounced, `temporary` counts a soft bounce, `complained` makes them complained. The ' +
          'signature (HMAC-SHA256 of timestamp + token with the signing key) must match (401), the ' +
          'timestamp be within five minutes (401) and the token unused (409). 404 when no signing key ' +
          'is set up.',
        body: mailgunEventSchema,
        response: {
          200: envelope(mailgunEventResultSchema),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const result = await receiveMailgunEvent(request.body, signingKey!, {
        bounces: app.bounces,
        suppressions: suppressionRepository(app.db),
      });
      return ok(result);
    },
  );
};
