import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type FileStore, type MediaStorage, StorageFullError } from './storage';

const ROW = 1;

/**
 * A file store whose usage is kept in the database (table media_tally), so every instance sees one
 * figure and the quota holds across them: a write first reserves its bytes with one conditional
 * UPDATE (refused when they would pass the quota), and gives them back if the write fails.
 */
export function withMediaTally(store: FileStore, db: Kysely<Database>): MediaStorage {
  let ready: Promise<void> | undefined;

  // The first use on a database without the row counts what is stored once; a second instance
  // doing the same at that moment keeps the first row written.
  const ensureRow = () =>
    (ready ??= (async () => {
      const row = await db.selectFrom('media_tally').select('id').where('id', '=', ROW).executeTakeFirst();
      if (row) return;
      let bytes = 0;
      for await (const file of store.list()) bytes += file.size;
      await db
        .insertInto('media_tally')
        .values({ id: ROW, bytes })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    })().catch((error: unknown) => {
      ready = undefined; // a database outage must not stick
      throw error;
    }));

  /** Adds `delta` (negative to give back); with a quota, only if the total stays within it. */
  async function add(delta: number, quotaBytes?: number): Promise<boolean> {
    await ensureRow();
    let update = db
      .updateTable('media_tally')
      .set({ bytes: sql`CASE WHEN bytes + ${delta} < 0 THEN 0 ELSE bytes + ${delta} END` })
      .where('id', '=', ROW);
    if (quotaBytes !== undefined && delta > 0) update = update.where(sql`bytes + ${delta}`, '<=', quotaBytes);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    ...store,
    async put(key, data, options = {}) {
      const replaced = (await store.stat(key))?.size ?? 0;
      const delta = data.length - replaced;
      if (!(await add(delta, options.quotaBytes))) throw new StorageFullError(options.quotaBytes!);
      try {
        await store.put(key, data);
      } catch (error) {
        await add(-delta).catch(() => undefined);
        throw error;
      }
    },
    async remove(key) {
      const stored = await store.stat(key);
      await store.remove(key);
      if (stored) await add(-stored.size);
    },
    async usedBytes() {
      await ensureRow();
      const row = await db
        .selectFrom('media_tally')
        .select('bytes')
        .where('id', '=', ROW)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },
  };
}
