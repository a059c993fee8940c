import type { FastifyInstance } from 'fastify';
import { auditLogRepository } from '../data/audit-log';
import { schedulePeriodicPurge } from '../db/periodic-purge';

/** Old entries only need to go eventually; hourly keeps each run small. */
export const AUDIT_PURGE_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement: short transactions, so writes and their audit entries never wait long. */
export const AUDIT_PURGE_BATCH = 1_000;
/** Batches per run at most: a huge backlog is spread over several runs instead of one long one. */
const MAX_BATCHES_PER_RUN = 100;

const DAY_MS = 24 * 60 * 60_000;

/** Deletes the entries older than the retention, batch by batch; answers how many went. */
export async function purgeOldAuditEntries(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  batchSize = AUDIT_PURGE_BATCH,
) {
  const before = new Date(Date.now() - app.config.auditRetentionDays * DAY_MS).toISOString();
  const log = auditLogRepository(app.db);
  let purged = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const deleted = await log.purgeOlderThan(before, batchSize);
    purged += deleted;
    if (deleted < batchSize) break;
  }
  return purged;
}

/** Purges at start and hourly; an outage is logged and only delays the purge. */
export function scheduleAuditPurge(app: FastifyInstance) {
  // One run is at most MAX_BATCHES_PER_RUN short statements, so awaiting it at start is cheap.
  schedulePeriodicPurge(app, {
    intervalMs: AUDIT_PURGE_INTERVAL_MS,
    purge: () => purgeOldAuditEntries(app),
    failure: 'could not purge old audit log entries',
  });
}
