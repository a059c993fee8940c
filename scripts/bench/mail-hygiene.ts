import { type Kysely, sql } from 'kysely';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/schema';
import { pruneOldOutboxRows } from '../../server/mail/outbox-retention';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Turns every 100th subscriber of an id range bounced and the next one complained, while their
 * mails are queued and not yet sent: what a bounce or complaint arriving mid-mailing does.
 * Answers the addresses, which the SMTP sink must never see.
 */
export async function suppressSome(db: Kysely<Database>, fromId: number, toId: number) {
  const suppressed: string[] = [];
  for (const [status, rest] of [
    ['bounced', 7],
    ['complained', 8],
  ] as const) {
    const rows = await db
      .updateTable('subscribers')
      .set({ status: status as never, updated_at: new Date().toISOString() })
      .where('id', '>', fromId)
      .where('id', '<=', toId)
      .where(sql<boolean>`id % 100 = ${sql.lit(rest)}`)
      .returning('email_key')
      .execute();
    suppressed.push(...rows.map((row) => row.email_key));
  }
  return suppressed;
}

/**
 * Ages every outbox row to 40 days, sent, as a million-mail mailing is a month later, then runs
 * the hourly prune (MAIL_OUTBOX_RETENTION_DAYS 30) until nothing is left to prune: how many runs
 * and how long, and how many rows stay.
 */
export async function pruneAMonthLater(db: Kysely<Database>) {
  const old = new Date(Date.now() - 40 * DAY_MS).toISOString();
  await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: old, created_at: old }).execute();
  const app = { db, config: { mail: { retentionDays: 30 } } as Config };
  const started = performance.now();
  let runs = 0;
  let pruned = 0;
  for (let deleted = -1; deleted !== 0; runs += 1) {
    deleted = await pruneOldOutboxRows(app as never);
    pruned += deleted;
  }
  const left = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { pruned, runs: runs - 1, seconds: (performance.now() - started) / 1000, left: Number(left.count) };
}
