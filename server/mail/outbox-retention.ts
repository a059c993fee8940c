import type { FastifyInstance } from 'fastify';
import { schedulePeriodicPurge } from '../db/periodic-purge';
import { inTransaction } from '../db/transaction';
import { mailingReportRepository } from './mailing-report';
import { outboxRepository } from './outbox';
import { FINISHED_STATUSES } from './outbox-statuses';

/** Old mails only need to go eventually; hourly keeps each run small. */
export const OUTBOX_PURGE_INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement: short transactions, so the worker's writes never wait long. */
export const OUTBOX_PURGE_BATCH = 1_000;
/** Batches per run at most: a huge backlog is spread over several runs instead of one long one. */
const MAX_BATCHES_PER_RUN = 100;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes the finished mails (sent, failed, cancelled, and later bounced or complained about)
 * queued more than MAIL_OUTBOX_RETENTION_DAYS ago, batch by batch; each batch rolls its post
 * mailings' rows up into their reports in the same transaction. Queued and sending rows stay
 * whatever their age (docs/decisions/0059-mailing-report-and-outbox-retention.md). Answers how many went.
 */
export async function pruneOldOutboxRows(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  batchSize = OUTBOX_PURGE_BATCH,
) {
  const before = new Date(Date.now() - app.config.mail.retentionDays * DAY_MS).toISOString();
  let pruned = 0;
  let batches = 0;
  for (const status of FINISHED_STATUSES) {
    let deleted = batchSize;
    while (deleted === batchSize && batches < MAX_BATCHES_PER_RUN) {
      deleted = await inTransaction(app.db, async (trx) => {
        const rows = await outboxRepository(trx).prune(status, before, batchSize);
        await mailingReportRepository(trx).rollUp(rows);
        return rows.length;
      });
      pruned += deleted;
      batches += 1;
    }
  }
  return pruned;
}

/** Prunes at start and hourly, on every instance (each batch counts only what it deleted). */
export function scheduleOutboxPurge(app: FastifyInstance) {
  schedulePeriodicPurge(app, {
    intervalMs: OUTBOX_PURGE_INTERVAL_MS,
    purge: () => pruneOldOutboxRows(app),
    failure: 'could not prune old mails from the outbox',
  });
}
