import type { Kysely, Selectable } from 'kysely';
import type { OutboxFilter, OutboxMail } from '../../contracts/mail-outbox';
import { countUpTo } from '../db/capped-count';
import type { Database, MailOutboxTable } from '../db/schema';
import { searchKey } from '../db/search';

/** Counting stops here (a post mailed to a million subscribers is a million rows). */
export const OUTBOX_COUNT_CAP = 10_000;

function toMail(row: Selectable<MailOutboxTable>): OutboxMail {
  return {
    id: row.id,
    purpose: row.purpose,
    recipient: row.recipient,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** The outbox as the operators read it: newest first, by status, by mailing or by address. */
export function outboxListRepository(db: Kysely<Database>) {
  return {
    async page(filter: OutboxFilter) {
      let query = db.selectFrom('mail_outbox');
      if (filter.status) query = query.where('status', '=', filter.status);
      if (filter.purpose) query = query.where('purpose', '=', filter.purpose);
      // Recipients are stored as the subscribers' email_key: the address lower-cased.
      if (filter.recipient) query = query.where('recipient', '=', searchKey(filter.recipient)!);
      const rows = await query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      const { total, exact } = await countUpTo(
        db,
        query.select('id').orderBy('id', 'desc'),
        OUTBOX_COUNT_CAP,
      );
      return { rows: rows.map(toMail), total, exact };
    },
  };
}
