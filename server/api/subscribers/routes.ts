import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParams } from '../../../contracts/common';
import {
  confirmInputSchema,
  mailTokenResultSchema,
  resendConfirmationBody,
  resendConfirmationResultSchema,
  subscribeInputSchema,
  subscribeResultSchema,
  unsubscribeInputSchema,
  type SubscriberFilter,
  subscriberCountSchema,
  subscriberFilterQuery,
  subscriberListQuery,
  subscriberSchema,
  subscriberStatsSchema,
} from '../../../contracts/subscriber';
import { postgresCsvChunks } from '../../db/postgres-csv-export';
import { audited } from '../../audit/audited';
import { ok } from '../../http/envelope';
import { deleteByIdRoute, pagedListRoute, statsRoute } from '../../http/resource-routes';
import { BEARER_SECURITY, registerStaffRoutes } from '../../http/route-scopes';
import {
  SUBSCRIBER_CSV_SOURCE,
  exportFileName,
  subscriberCsvLines,
  subscriberCsvStream,
} from '../../data/subscriber-csv';
import { EXPORT_BATCH, subscriberRepository } from '../../data/subscribers';
import { answerData, formClient, publicFormOptions } from '../public-form-route';
import { preferencesRoutes } from './preferences-routes';

const tags = ['Subscribers'];
const audit = { entity: 'subscriber', repository: subscriberRepository } as const;

export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscribers = subscriberRepository(app.db);
  const { newsletterSignup, newsletterConfirm, newsletterUnsubscribe } = app.forms;

  // Public signup (server/forms/newsletter-signup.ts).
  app.post(
    '/',
    {
      ...publicFormOptions(app, newsletterSignup),
      schema: {
        tags,
        description:
          'Signs an address up. With mail set up (SMTP_URL) the subscriber is pending and a confirmation ' +
          'mail is sent (again for a pending or unsubscribed address; never for an active one), and the ' +
          'answer is `pending` for every address; without mail the subscriber is active at once. ' +
          "`locale`, the sign-up page's, is the language of the subscriber's mails.",
        body: subscribeInputSchema,
        response: { 201: envelope(subscribeResultSchema) },
      },
    },
    async (request, reply) => {
      const result = answerData(await newsletterSignup.run(request.body, formClient(request)));
      return reply.code(201).send(ok(result));
    },
  );

  /** PostgreSQL's export is read and formatted off the main thread; SQLite's on it, batch by batch. */
  async function exportLines(filter: SubscriberFilter) {
    if (!app.postgresConnection) return subscriberCsvLines(subscribers.batches(filter));
    return postgresCsvChunks({
      connection: app.postgresConnection,
      ...(await subscribers.exportQuery(filter, SUBSCRIBER_CSV_SOURCE)),
      columns: SUBSCRIBER_CSV_SOURCE,
      batchSize: EXPORT_BATCH,
    });
  }

  app.post(
    '/confirm',
    {
      ...publicFormOptions(app, newsletterConfirm),
      schema: {
        tags,
        description:
          "The confirmation page's Confirm button: the token from the mailed link makes the pending " +
          'subscriber active, with the `topics` ticked (when absent, those stored: every topic for a new ' +
          'address; an empty list answers 400). A forged token, or one already used, answers 400.',
        body: confirmInputSchema,
        response: { 200: envelope(mailTokenResultSchema) },
      },
    },
    async (request) => ok(answerData(await newsletterConfirm.run(request.body, formClient(request)))),
  );

  app.post(
    '/unsubscribe',
    {
      ...publicFormOptions(app, newsletterUnsubscribe),
      schema: {
        tags,
        description:
          "The unsubscribe page's button: the token from a mail's unsubscribe link unsubscribes the " +
          'address, without sign-in. A forged token, or one from before the address signed up again, answers 400. ' +
          "Mail clients use the mails' `List-Unsubscribe` URL instead (RFC 8058): a POST of " +
          '`List-Unsubscribe=One-Click` to `/newsletter/unsubscribe?token=…` does the same. A post ' +
          "mail's link also carries `mailing` (the post's id): sent along, it counts the unsubscribe " +
          "in that mailing's report.",
        body: unsubscribeInputSchema,
        response: { 200: envelope(mailTokenResultSchema) },
      },
    },
    async (request) => ok(answerData(await newsletterUnsubscribe.run(request.body, formClient(request)))),
  );

  await preferencesRoutes(app);

  await registerStaffRoutes(app, async (staff) => {
    const security = BEARER_SECURITY;

    pagedListRoute(
      staff,
      tags,
      {
        description:
          'One page of subscribers, newest first unless `sort`/`order` say otherwise. `meta.total` ' +
          '(and the `X-Total-Count` header) is the number matching the filters over all pages; with ' +
          'a search found in more rows than a page needs counted, it is a lower bound and ' +
          '`meta.totalExact` is false (`GET /api/subscribers/count` then gives the exact number).',
        querystring: subscriberListQuery,
        item: subscriberSchema,
      },
      (query) => subscribers.page(query),
    );

    statsRoute(
      staff,
      tags,
      {
        description: 'The counters of the subscribers screen: every subscriber by status and by source.',
        response: subscriberStatsSchema,
      },
      () => subscribers.stats(),
    );

    staff.get(
      '/count',
      {
        schema: {
          tags,
          security,
          description:
            'The exact number of subscribers matching the filters and the search (the list answers a ' +
            'lower bound for a common search term, at once; this may take a moment on a large list).',
          querystring: subscriberFilterQuery,
          response: { 200: envelope(subscriberCountSchema) },
        },
      },
      async (request) => ok({ total: await subscribers.count(request.query) }),
    );

    staff.get(
      '/export.csv',
      {
        schema: {
          tags,
          security,
          description:
            'Every subscriber matching the filters and the search, in the list order, as a CSV ' +
            'attachment (Email, Name, Status, Source, Subscribed At, Confirmed At, IP Hash, Suppressed ' +
            'Reason, Suppressed At) streamed as it is read. Cells ' +
            "that a spreadsheet would run as a formula start with '. `X-Total-Count` gives the rows.",
          querystring: subscriberFilterQuery,
          produces: ['text/csv'],
          // A stream, not serialized: the schema only documents it.
          response: { 200: z.any().describe('CSV text, UTF-8 with a byte-order mark') },
        },
      },
      async (request, reply) => {
        const total = await subscribers.count(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${exportFileName()}"`)
          .header('cache-control', 'no-store')
          .header('x-total-count', String(total))
          .send(subscriberCsvStream(await exportLines(request.query)));
      },
    );

    staff.post(
      '/:id/resend-confirmation',
      {
        schema: {
          tags,
          security,
          description:
            'Mails a pending subscriber a new confirmation link (409 when the subscriber is not pending or ' +
            'mail is not set up).',
          params: idParams,
          body: resendConfirmationBody,
          response: { 200: envelope(resendConfirmationResultSchema) },
        },
      },
      async (request) => {
        const { id } = request.params;
        const queued = await audited(
          request,
          (trx) => app.newsletter.resendConfirmation(id, trx),
          (result) => ({
            action: 'newsletter_send',
            entity: 'subscriber',
            entityId: id,
            label: result.email,
            summary: 'confirmation mail sent again',
          }),
        );
        // Once committed: the worker would not see the queued mail any earlier.
        app.newsletter.nudge();
        return ok({ id: queued.id, queued: queued.queued });
      },
    );

    deleteByIdRoute(staff, {
      tags,
      label: 'Subscriber',
      resource: audit,
    });
  });
};
