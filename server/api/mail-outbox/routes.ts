import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxListQuery, outboxMailSchema } from '../../../contracts/mail-outbox';
import { PAGE_LIMITS } from '../../../contracts/paging';
import { pagedListRoute } from '../../http/resource-routes';
import { registerSuperAdminRoutes } from '../../http/route-scopes';
import { OUTBOX_COUNT_CAP, outboxListRepository } from '../../data/mail-outbox';

const tags = ['Mail'];

/**
 * The mail outbox, for the operators: what is queued, what was sent, and why a mail failed. Read
 * only (the worker alone changes rows), and for super admins, as it lists every address mailed.
 */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = outboxListRepository(app.db);
  await registerSuperAdminRoutes(app, (operators) =>
    pagedListRoute(
      operators,
      tags,
      {
        description:
          'The mails of the outbox, newest first, a page at a time ' +
          `(${PAGE_LIMITS.default} unless \`limit\` says otherwise), filtered by \`status\` ` +
          '(`failed` for the mails that will not be tried again) or by `purpose` (one mailing). ' +
          '`meta.total` (and `X-Total-Count`) is the number matching; past ' +
          `${OUTBOX_COUNT_CAP.toLocaleString('en')} it is a lower bound and \`meta.totalExact\` is false. ` +
          'Sent, failed and cancelled mails queued more than MAIL_OUTBOX_RETENTION_DAYS ago are pruned ' +
          "(a post mailing's report, GET /api/dev-diaries/{id}/email, keeps their counts).",
        querystring: outboxListQuery,
        item: outboxMailSchema,
      },
      (query) => outbox.page(query),
    ),
  );
};
