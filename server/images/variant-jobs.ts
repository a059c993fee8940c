import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { hasVariants, parseUploadedImage } from '../../contracts/image-variants';
import type { Database, MediaVariants } from '../db/schema';
import type { MediaStorage } from '../storage/storage';
import { renderVariants } from './render-variants';

/** Media paths are `/media/<storage key>`; variants live beside their original under the same root. */
const MEDIA_PREFIX = '/media/';
const keyOf = (path: string) => path.slice(MEDIA_PREFIX.length);

export interface ImageVariantJobs {
  /** Makes the variants of an uploaded image, after those already asked for; returns at once. */
  enqueue(mediaId: number): void;
  /**
   * Other image work (built-in art's variants, ./built-in-variants.ts) in the same line, so that
   * one image at a time is made whatever asked for it; a key already queued is not queued again.
   */
  enqueueWork(key: string, work: () => Promise<void>): void;
  /** Queues the images left 'pending' (an instance stopped before it finished them). */
  resumePending(): Promise<void>;
  /** Settles when every queued image is done: for tests and for shutdown. */
  idle(): Promise<void>;
  /** Takes no new work and waits for the image under way; what is left stays 'pending'. */
  close(): Promise<void>;
}

/**
 * Responsive variants are made off the request path (docs/decisions/0031): the upload answers as
 * soon as the original is stored, and pages serve the original in place of a variant not yet
 * written. One image at a time, so a burst of uploads cannot take every core from the requests.
 * A failure removes what it wrote and marks the image 'failed'; its original is still served.
 */
export function createImageVariantJobs(deps: {
  db: Kysely<Database>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  quotaBytes: number;
}): ImageVariantJobs {
  const { db, storage, log } = deps;
  let queue: Promise<void> = Promise.resolve();
  const queued = new Set<number>();
  const queuedWork = new Set<string>();
  let closed = false;

  const mark = (id: number, variants: MediaVariants) =>
    db
      .updateTable('media')
      .set({ variants })
      .where('id', '=', id)
      .where('variants', '=', 'pending')
      .execute();

  async function make(id: number): Promise<void> {
    const row = await db
      .selectFrom('media')
      .select(['storage_key', 'variants'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.variants !== 'pending') return;
    const image = parseUploadedImage(MEDIA_PREFIX + row.storage_key);
    if (!image || !hasVariants(image)) return void (await mark(id, 'none'));
    const stream = await storage.read(row.storage_key);
    if (!stream) throw new Error(`the original ${row.storage_key} is missing`);
    const written: string[] = [];
    try {
      for (const variant of await renderVariants(await buffer(stream), image)) {
        await storage.put(keyOf(variant.path), variant.data, { quotaBytes: deps.quotaBytes });
        written.push(keyOf(variant.path));
      }
    } catch (error) {
      await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
      throw error;
    }
    await mark(id, 'ready');
  }

  const jobs: ImageVariantJobs = {
    enqueue(id) {
      if (closed || queued.has(id)) return;
      queued.add(id);
      queue = queue
        .then(() => (closed ? undefined : make(id)))
        .catch(async (err: unknown) => {
          log.error({ err, mediaId: id }, 'image variants failed; the original is served instead');
          await mark(id, 'failed').catch((markErr: unknown) =>
            log.error({ err: markErr, mediaId: id }, 'could not mark image variants failed'),
          );
        })
        .finally(() => queued.delete(id));
    },
    enqueueWork(key, work) {
      if (closed || queuedWork.has(key)) return;
      queuedWork.add(key);
      queue = queue
        .then(() => (closed ? undefined : work()))
        .catch((err: unknown) => log.error({ err, work: key }, 'image work failed'))
        .finally(() => queuedWork.delete(key));
    },
    async resumePending() {
      const rows = await db
        .selectFrom('media')
        .select('id')
        .where('variants', '=', 'pending')
        .orderBy('id')
        .execute();
      for (const { id } of rows) jobs.enqueue(id);
    },
    idle: () => queue,
    async close() {
      closed = true;
      await queue;
    },
  };
  return jobs;
}
