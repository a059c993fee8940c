import type { Kysely, Selectable } from 'kysely';
import {
  type Feedback,
  type FeedbackFilter,
  type FeedbackStats,
  type FeedbackStatus,
  FEEDBACK_STATUSES,
  attachmentSchema,
  feedbackSchema,
} from '../../contracts/feedback';
import { nowIso } from '../db/connection';
import { rowMapping } from '../db/row-mapping';
import type { Database, FeedbackAttachmentsTable, FeedbackTable } from '../db/schema';
import { searchText } from '../db/search';
import { readOffThread } from '../db/sqlite-reader';
import { inTransaction } from '../db/transaction';
import { newestFirstList } from './newest-first-list';
import { findOwned } from './owned-rows';
import { tally } from './tally';

type AttachmentRow = Selectable<FeedbackAttachmentsTable>;
type Attachment = Feedback['attachments'][number];

export interface StoredAttachment {
  name: string;
  type: string;
  size: number;
  storageKey: string;
}

export const attachmentUrl = (feedbackId: number, attachmentId: number) =>
  `/api/feedback/${feedbackId}/attachments/${attachmentId}`;

const attachmentRows = rowMapping<AttachmentRow>()(attachmentSchema, { besides: ['url'] });
export const feedbackRows = rowMapping<Selectable<FeedbackTable>>()(feedbackSchema, {
  besides: ['attachments'],
});

// Attachments are described, never inlined: the bytes come from the download route.
const toAttachment = (row: AttachmentRow): Attachment => ({
  ...attachmentRows.read(row),
  url: attachmentUrl(row.feedback_id, row.id),
});

const toFeedback = (row: Selectable<FeedbackTable>, attachments: Attachment[]): Feedback => ({
  ...feedbackRows.read(row),
  attachments,
});

export function feedbackRepository(db: Kysely<Database>) {
  const list = newestFirstList(db, 'feedback', 'status');

  /** One query for the attachments of every listed feedback, grouped by feedback id. */
  async function attachmentsOf(ids: number[]): Promise<Map<number, Attachment[]>> {
    const byFeedback = new Map<number, Attachment[]>();
    if (ids.length === 0) return byFeedback;
    const rows = await db
      .selectFrom('feedback_attachments')
      .selectAll()
      .where('feedback_id', 'in', ids)
      .orderBy('feedback_id')
      .orderBy('position')
      .execute();
    for (const row of rows) {
      const list = byFeedback.get(row.feedback_id) ?? [];
      list.push(toAttachment(row));
      byFeedback.set(row.feedback_id, list);
    }
    return byFeedback;
  }

  async function withAttachments(rows: Selectable<FeedbackTable>[]) {
    const attachments = await attachmentsOf(rows.map((r) => r.id));
    return rows.map((row) => toFeedback(row, attachments.get(row.id) ?? []));
  }

  return {
    /** One page of the filtered feedback, newest first unless asked otherwise, with the total. */
    async page(filter: FeedbackFilter) {
      const { rows, total } = await list.page(filter, filter.status);
      return { rows: await withAttachments(rows), total };
    },

    /** The counters: every submission counted by status (a scan of the status index: off the loop). */
    async stats(): Promise<FeedbackStats> {
      const groups = await readOffThread(
        db,
        db
          .selectFrom('feedback')
          .select(['status as key', (eb) => eb.fn.countAll<number>().as('count')])
          .groupBy('status')
          .compile(),
      );
      const { total, by } = tally(FEEDBACK_STATUSES, groups);
      return { total, byStatus: by };
    },

    async find(id: number) {
      const row = await db.selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? (await withAttachments([row]))[0] : undefined;
    },

    async findAttachment(feedbackId: number, attachmentId: number) {
      const row = await findOwned(db, 'feedback_attachments', feedbackId, attachmentId);
      return row
        ? { name: row.name, type: row.type, size: row.size, storageKey: row.storage_key }
        : undefined;
    },

    /** The feedback and its attachment rows together, or neither. */
    async create(
      values: { name: string; email: string; subject: string; description: string },
      attachments: StoredAttachment[],
    ) {
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('feedback')
          .values({
            ...values,
            search_text: searchText(values.name, values.email, values.subject),
            status: 'new',
            notes: '',
            created_at: now,
            updated_at: now,
          })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        if (attachments.length > 0) {
          await trx
            .insertInto('feedback_attachments')
            .values(
              attachments.map((a, position) => ({
                feedback_id: row.id,
                position,
                name: a.name,
                type: a.type,
                size: a.size,
                storage_key: a.storageKey,
              })),
            )
            .execute();
        }
        return { id: row.id, createdAt: row.created_at };
      });
    },

    async update(id: number, values: { status?: FeedbackStatus; notes?: string }) {
      const row = await db
        .updateTable('feedback')
        .set({
          ...(values.status !== undefined ? { status: values.status } : {}),
          ...(values.notes !== undefined ? { notes: values.notes } : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? (await withAttachments([row]))[0] : undefined;
    },

    /** Deletes the feedback and its attachment rows; answers the storage keys to remove, or undefined. */
    async remove(id: number): Promise<string[] | undefined> {
      return inTransaction(db, async (trx) => {
        const files = await trx
          .selectFrom('feedback_attachments')
          .select('storage_key')
          .where('feedback_id', '=', id)
          .execute();
        await trx.deleteFrom('feedback_attachments').where('feedback_id', '=', id).execute();
        const result = await trx.deleteFrom('feedback').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0 ? files.map((f) => f.storage_key) : undefined;
      });
    },
  };
}
