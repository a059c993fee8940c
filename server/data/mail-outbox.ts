import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { type OutboxFilter, outboxMailSchema } from '../../contracts/mail-outbox';
import type { Database, MailOutboxTable } from '../db/schema';
import { searchKey } from '../db/search';
import { rowMapping } from '../db/row-mapping';
import { pagedList } from './paged-list';

/** Counting stops here (a post mailed to a million subscribers is a million rows). */
export const OUTBOX_COUNT_CAP = 10_000;

const toMail = rowMapping<Selectable<MailOutboxTable>>()(outboxMailSchema, {}).read;

/** The outbox as the operators read it: newest first, by status, by mailing or by address. */
export function outboxListRepository(db: Kysely<Database>) {
  const list = pagedList(db, 'mail_outbox');
  return {
    async page(filter: OutboxFilter) {
      const where = (eb: ExpressionBuilder<Database, 'mail_outbox'>) => {
        const conditions = [];
        if (filter.status) conditions.push(eb('status', '=', filter.status));
        if (filter.purpose) conditions.push(eb('purpose', '=', filter.purpose));
        // Recipients are stored as the subscribers' email_key: the address lower-cased.
        if (filter.recipient) conditions.push(eb('recipient', '=', searchKey(filter.recipient)!));
        return eb.and(conditions);
      };
      const { rows, total, totalExact } = await list.page({
        where: () => where,
        order: { column: 'id', direction: 'desc' },
        limit: filter.limit,
        offset: filter.offset,
        cap: OUTBOX_COUNT_CAP,
      });
      return { rows: rows.map(toMail), total, totalExact };
    },
  };
}
