import type { Kysely, Selectable } from 'kysely';
import {
  type SupportMessageFilter,
  type SupportStatus,
  supportMessageSchema,
} from '../../contracts/support-message';
import { nowIso } from '../db/connection';
import type { Database, SupportMessagesTable } from '../db/schema';
import { searchText } from '../db/search';
import { rowMapping } from '../db/row-mapping';
import { newestFirstList } from './newest-first-list';

export const supportMessageRows = rowMapping<Selectable<SupportMessagesTable>>()(supportMessageSchema, {});
const toSupportMessage = supportMessageRows.read;

export function supportMessageRepository(db: Kysely<Database>) {
  const list = newestFirstList(db, 'support_messages', 'status');

  return {
    /** One page of the filtered messages, newest first unless asked otherwise, with the total. */
    async page(filter: SupportMessageFilter) {
      const { rows, total } = await list.page(filter, filter.status);
      return { rows: rows.map(toSupportMessage), total };
    },

    async find(id: number) {
      const row = await db.selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toSupportMessage(row) : undefined;
    },

    async create(values: { name: string; email: string; subject: string; message: string }) {
      const now = nowIso();
      const row = await db
        .insertInto('support_messages')
        .values({
          ...values,
          search_text: searchText(values.name, values.email, values.subject, values.message),
          status: 'new',
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSupportMessage(row);
    },

    async setStatus(id: number, status: SupportStatus) {
      const row = await db
        .updateTable('support_messages')
        .set({ status, updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toSupportMessage(row) : undefined;
    },

    async remove(id: number) {
      const result = await db.deleteFrom('support_messages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
