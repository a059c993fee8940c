import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import type { Kysely } from 'kysely';
import type { DevDiary } from '../../contracts/dev-diary';
import type { Database } from '../db/schema';
import { postRepository } from './dev-diaries';

/** How long views wait in memory: a busy post costs one UPDATE per interval, not one per read. */
export const FLUSH_INTERVAL_MS = 5_000;

export interface ViewCounter {
  /** Counts one view of a post, in memory until the next flush. */
  record(postId: number): void;
  /** Views of a post counted here and not yet in the database. */
  pending(postId: number): number;
  /** Writes the pending views: one UPDATE per post. Views whose write fails wait for the next one. */
  flush(): Promise<void>;
  /** Writes what is left and stops the timer; called when the app closes, so a restart loses nothing. */
  close(): Promise<void>;
}

/** A browser's read counts; crawlers, link previews and clients that send no User-Agent do not. */
export const countsAsView = (userAgent: string | null | undefined): boolean =>
  Boolean(userAgent) && !isbot(userAgent);

export function createViewCounter(
  db: Kysely<Database>,
  options: { intervalMs?: number; log?: FastifyBaseLogger } = {},
): ViewCounter {
  const posts = postRepository(db);
  const intervalMs = options.intervalMs ?? FLUSH_INTERVAL_MS;
  let waiting = new Map<number, number>();
  /** Taken for the flush under way: still pending until its UPDATE is done. */
  let writing = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;

  const add = (map: Map<number, number>, id: number, n: number) => map.set(id, (map.get(id) ?? 0) + n);

  async function writeBatch() {
    writing = waiting;
    waiting = new Map();
    for (const [id, n] of writing) {
      try {
        await posts.addViews(id, n);
      } catch (err) {
        // Kept for the next flush rather than lost: the database may be back by then.
        add(waiting, id, n);
        options.log?.error({ err, postId: id }, 'could not write post views');
      }
      writing.delete(id);
    }
    if (waiting.size > 0) schedule();
  }

  function schedule() {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, intervalMs);
    // A pending flush never keeps the process alive; closing flushes anyway.
    timer.unref();
  }

  // One flush at a time, in order, so two batches never race on the same row.
  function flush(): Promise<void> {
    chain = chain.then(writeBatch, writeBatch);
    return chain;
  }

  return {
    record(postId) {
      add(waiting, postId, 1);
      schedule();
    },
    pending: (postId) => (waiting.get(postId) ?? 0) + (writing.get(postId) ?? 0),
    flush,
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}

/**
 * The server-rendered pages run from their own bundle (build/server, or Vite's module graph in
 * development), which holds a second copy of this module; the registry sits on a global symbol so
 * both copies find the same counters, and the one the API flushes on close.
 */
const REGISTRY = Symbol.for('blood-and-mayhem.post-view-counters');
const registry = globalThis as { [REGISTRY]?: WeakMap<Kysely<Database>, ViewCounter> };
const counters = (registry[REGISTRY] ??= new WeakMap());

/**
 * The counter of a database: the API routes and the server-rendered post page count into the same
 * one, found by the database handle both of them hold.
 */
export function viewCounterOf(db: Kysely<Database>, log?: FastifyBaseLogger): ViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = createViewCounter(db, { log });
    counters.set(db, counter);
  }
  return counter;
}

/** The post as a reader sees it: the stored views plus those waiting to be written. */
export function withPendingViews(db: Kysely<Database>, post: DevDiary): DevDiary {
  const pending = viewCounterOf(db).pending(post.id);
  return pending > 0 ? { ...post, views: post.views + pending } : post;
}

/** A visitor's read of a published post: counted unless a bot made it, and answered with its views. */
export function countVisitorView(db: Kysely<Database>, post: DevDiary, userAgent: string | null | undefined) {
  if (countsAsView(userAgent)) viewCounterOf(db).record(post.id);
  return withPendingViews(db, post);
}
