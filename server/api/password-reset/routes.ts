import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import {
  RESET_LINK_SENT,
  RESET_UNAVAILABLE,
  resetAvailabilitySchema,
  resetCheckSchema,
  resetCheckedSchema,
  resetRequestSchema,
  resetRequestedSchema,
} from '../../../contracts/password-reset';
import { resetCompletionAnswerSchema, resetCompletionSchema } from '../../../contracts/reauthentication';
import { hashToken } from '../../auth/sessions';
import { passwordResetRepository } from '../../data/password-resets';
import { ok } from '../../http/envelope';
import { HttpError } from '../../core/errors';
import { queueResetLink } from '../../mail/password-reset-mail';
import { completeReset } from './complete-reset';

const tags = ['Password reset'];

/**
 * Password reset by email, public (docs/back-office-screens.md, Forgot password). Without mail
 * (no SMTP_URL) a request answers 503: nothing could be sent, and saying so is no secret.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailEnabled = app.config.mail.smtpUrl !== undefined;
  const pending = new Set<Promise<unknown>>();
  // A link still being made when the server stops is finished first, not cut off mid-transaction.
  app.addHook('onClose', async () => void (await Promise.allSettled(pending)));

  app.get(
    '/',
    {
      schema: {
        tags,
        description: 'Whether a reset link can be mailed on this site (SMTP_URL set).',
        response: { 200: envelope(resetAvailabilitySchema) },
      },
    },
    async () => ok({ available: mailEnabled }),
  );

  app.post(
    '/request',
    {
      preHandler: app.limitResetRequests,
      schema: {
        tags,
        description:
          'Mails a link to reset the password of the account using the address, valid 30 minutes and ' +
          'once; earlier unused links of the account stop working. The answer, and its timing, are ' +
          'the same whether or not an account uses the address: the link is made after it. ' +
          '503 without mail set up.',
        body: resetRequestSchema,
        response: { 200: envelope(resetRequestedSchema) },
      },
    },
    async (request) => {
      if (!mailEnabled) throw new HttpError(503, RESET_UNAVAILABLE);
      const { email } = request.body;
      const job = new Promise((resolve) => setImmediate(resolve))
        .then(() => queueResetLink(app.db, app.config, email))
        .then((queued) => queued && app.newsletter.nudge())
        .catch((err: unknown) => request.log.error({ err }, 'could not make a password reset link'))
        .finally(() => pending.delete(job));
      pending.add(job);
      return ok({ message: RESET_LINK_SENT });
    },
  );

  app.post(
    '/check',
    {
      preHandler: app.limitResetLinks,
      schema: {
        tags,
        description: 'Whether a reset link still works, so the page shows the form or says it expired.',
        body: resetCheckSchema,
        response: { 200: envelope(resetCheckedSchema) },
      },
    },
    async (request) => {
      const link = await passwordResetRepository(app.db).findLive(hashToken(request.body.token));
      return ok({ valid: link !== undefined });
    },
  );

  app.post(
    '/complete',
    {
      preHandler: app.limitResetLinks,
      schema: {
        tags,
        description:
          'Sets the new password with a working link, which is then spent, and ends every session of ' +
          'the account. An expired, used, replaced or unknown link answers 400. Two-factor steps ' +
          'begun before are void and the owner is mailed. `removePasskeys` ("all" or ids) removes ' +
          'passkeys of the account with it; the answer lists those left, which still sign in ' +
          'without the password: the next sign-in counts as fresh proof for removing them.',
        body: resetCompletionSchema,
        response: { 200: envelope(resetCompletionAnswerSchema) },
      },
    },
    async (request) => {
      const { token, password, removePasskeys } = request.body;
      const { passkeys, passkeysRemoved } = await completeReset(request, token, password, removePasskeys);
      return ok({ changed: true as const, passkeysRemoved, passkeys });
    },
  );
};
