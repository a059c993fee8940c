import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditListQuery } from '../../../contracts/audit-log';
import { PAGE_LIMITS } from '../../../contracts/paging';
import { scheduleAuditPurge } from '../../audit/retention';
import { pagedListRoute } from '../../http/resource-routes';
import { registerSuperAdminRoutes } from '../../http/route-scopes';
import { AUDIT_COUNT_CAP, auditLogRepository } from '../../data/audit-log';

const tags = ['Audit log'];

/**
 * The audit log, read by super admins only. It is only ever appended to by the writes themselves
 * (server/audit/audited.ts) and trimmed by the retention purge: no route changes or deletes an
 * entry, so any other method here answers 405.
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = auditLogRepository(app.db);
  scheduleAuditPurge(app);
  await registerSuperAdminRoutes(app, (operators) =>
    pagedListRoute(
      operators,
      tags,
      {
        description:
          'Staff writes, sign-ins and sign-outs, newest first, a page at a time ' +
          `(${PAGE_LIMITS.default} unless \`limit\` says otherwise). \`meta.total\` (and the ` +
          '`X-Total-Count` header) is the number matching the filters; past ' +
          `${AUDIT_COUNT_CAP.toLocaleString('en')} it is a lower bound and \`meta.totalExact\` is false. ` +
          'Entries older than AUDIT_RETENTION_DAYS (365 by default) are purged.',
        querystring: auditListQuery,
        item: auditEntrySchema,
      },
      (query) => log.page(query),
    ),
  );
};
