import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DevDiary } from '../../contracts/dev-diary';
import { type DevDiaryRevision, devDiaryRevisionSchema } from '../../contracts/dev-diary-revision';
import { isPostgres, nowIso } from '../db/connection';
import type { Database, DevDiariesTable, DevDiaryRevisionsTable } from '../db/schema';
import { rowMapping } from '../db/row-mapping';
import { searchText } from '../db/search';
import { toRichHtml } from '../content/rich-content';
import { type SavedBy, isUniqueViolation, parseTags, toPost } from './dev-diary-rows';
import { inTransaction } from '../db/transaction';
import { findOwned } from './owned-rows';

type Trx = Transaction<Database>;
type PostRow = Selectable<DevDiariesTable>;

const revisionRows = rowMapping<Selectable<DevDiaryRevisionsTable>>()(devDiaryRevisionSchema, {
  flags: ['featured', 'published'],
  besides: ['tags', 'savedBy'],
});

const toRevision = (row: Selectable<DevDiaryRevisionsTable>): DevDiaryRevision => ({
  ...revisionRows.read(row),
  tags: parseTags(row.tags),
  savedBy: { id: row.saved_by_id, name: row.saved_by_name },
});

/**
 * Runs `write` in one transaction with the revision that keeps the post as it was before it, so
 * a change is never stored without its history, nor the history without the change. On
 * PostgreSQL the row is locked first: two saves at once then each record the state the other
 * left, not the same one twice. SQLite runs one write transaction at a time anyway.
 * Answers undefined, writing nothing, when the post does not exist.
 */
export async function withRevision<T>(
  db: Kysely<Database>,
  postId: number,
  savedBy: SavedBy,
  write: (trx: Trx, before: PostRow) => Promise<T>,
): Promise<T | undefined> {
  return inTransaction(db, async (trx) => {
    let query = trx.selectFrom('dev_diaries').selectAll().where('id', '=', postId);
    if (isPostgres(trx)) query = query.forUpdate();
    const before = await query.executeTakeFirst();
    if (!before) return undefined;
    await trx
      .insertInto('dev_diary_revisions')
      .values({
        post_id: before.id,
        title: before.title,
        slug: before.slug,
        excerpt: before.excerpt,
        content: before.content,
        author: before.author,
        author_id: before.author_id,
        tags: before.tags,
        cover_image: before.cover_image,
        featured: before.featured,
        published: before.published,
        date: before.date,
        saved_by_id: savedBy.id,
        saved_by_name: savedBy.name,
        saved_at: nowIso(),
      })
      .execute();
    return write(trx, before);
  });
}

export type RestoreOutcome = { post: DevDiary } | { missing: 'post' | 'revision' } | { slugTakenBy: number };

class SlugTaken extends Error {
  constructor(readonly postId: number) {
    super('slug taken');
  }
}

export function revisionRepository(db: Kysely<Database>) {
  return {
    /** The revisions of a post, newest first. */
    async list(postId: number) {
      const rows = await db
        .selectFrom('dev_diary_revisions')
        .selectAll()
        .where('post_id', '=', postId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toRevision);
    },

    /**
     * Makes a revision the post's current version: the current one is kept as a new revision
     * first, in the same transaction. The slug comes back too, unless another post took it since
     * (then nothing changes and the caller answers 409). An author who no longer exists leaves
     * the post's current author in place.
     */
    async restore(postId: number, revisionId: number, savedBy: SavedBy): Promise<RestoreOutcome> {
      try {
        const post = await withRevision(db, postId, savedBy, async (trx) => {
          const revision = await findOwned(trx, 'dev_diary_revisions', postId, revisionId);
          // Throwing rolls back the revision just recorded.
          if (!revision) throw new MissingRevision();
          const other = await trx
            .selectFrom('dev_diaries')
            .select('id')
            .where('slug', '=', revision.slug)
            .where('id', '!=', postId)
            .executeTakeFirst();
          if (other) throw new SlugTaken(other.id);
          const author = revision.author_id
            ? await trx
                .selectFrom('users')
                .select('id')
                .where('id', '=', revision.author_id)
                .executeTakeFirst()
            : undefined;
          const row = await trx
            .updateTable('dev_diaries')
            .set({
              title: revision.title,
              slug: revision.slug,
              excerpt: revision.excerpt,
              // Stored by an earlier save, so already clean; sanitized again all the same, as every write is.
              content: toRichHtml(revision.content),
              author: revision.author,
              ...(revision.author_id === null || author ? { author_id: revision.author_id } : {}),
              tags: revision.tags,
              search_text: searchText(revision.title, revision.author, ...parseTags(revision.tags)),
              cover_image: revision.cover_image,
              featured: revision.featured,
              published: revision.published,
              date: revision.date,
              updated_at: nowIso(),
            })
            .where('id', '=', postId)
            .returningAll()
            .executeTakeFirstOrThrow();
          return toPost(row);
        });
        return post ? { post } : { missing: 'post' };
      } catch (error) {
        if (error instanceof MissingRevision) return { missing: 'revision' };
        if (error instanceof SlugTaken) return { slugTakenBy: error.postId };
        // Another post took the slug between the check and the write.
        if (isUniqueViolation(error)) return { slugTakenBy: 0 };
        throw error;
      }
    },
  };
}

class MissingRevision extends Error {}
