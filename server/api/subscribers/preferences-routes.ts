import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../../contracts/common';
import { preferencesInputSchema, preferencesQuery, preferencesSchema } from '../../../contracts/subscriber';
import { ok } from '../../http/envelope';
import { answerData, formClient, publicFormOptions } from '../public-form-route';

const tags = ['Subscribers'];

/**
 * The preference page's two doors for the app (server/forms/newsletter-preferences.ts; the page's
 * own loader and action are the others), counted per client like the other mailed links' routes.
 */
export async function preferencesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { newsletterPreferences } = app.forms;

  app.get(
    '/preferences',
    {
      onRequest: [app.limitPublicWrites],
      schema: {
        tags,
        description:
          "The preference page a subscriber's mails link to: the token from that link shows the address, " +
          'its status and its topics, without sign-in. A forged token, or one from before the address ' +
          'signed up again, answers 400.',
        querystring: preferencesQuery,
        response: { 200: envelope(preferencesSchema) },
      },
    },
    async (request) => ok(await newsletterPreferences.read(request.query.token)),
  );

  app.put(
    '/preferences',
    {
      ...publicFormOptions(app, newsletterPreferences),
      schema: {
        tags,
        description:
          "The preference page's Save: the link's token and the topics chosen, at least one (to receive " +
          'nothing, unsubscribe). 409 when the address is not subscribed: only signing up again, with its ' +
          'confirmation mail, resubscribes it.',
        body: preferencesInputSchema,
        response: { 200: envelope(preferencesSchema) },
      },
    },
    async (request) => ok(answerData(await newsletterPreferences.run(request.body, formClient(request)))),
  );
}
