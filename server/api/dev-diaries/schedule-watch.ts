import type { FastifyInstance } from 'fastify';

/** setTimeout's longest delay (about 24.8 days); a post further ahead is looked at again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** Fires a little after the date, so the visibility filter (`date <= now`) surely lets it in. */
const MARGIN_MS = 50;

/**
 * Scheduled posts appear without a write, and so without the invalidation a write sends. The
 * caches would still let them in once their entries expire (READ_CACHE_SECONDS), but the page
 * cache serves an expired page for one more lifetime while it re-renders, and a page filled just
 * before the date would hold the post back for all of that. So each instance keeps one timer set
 * to the next scheduled date, and clears its own caches when it fires: the post is on every public
 * surface at its time, at most one render later.
 *
 * The timer is set at start and again after every invalidation, which every staff write sends
 * (and, with REDIS_URL, every other instance's writes too), so a new, moved or unpublished
 * scheduled post re-arms it on every instance. Each instance fires for itself, so it clears
 * locally and sends nothing. Without Redis another instance learns of a new scheduled post only
 * when its caches expire, as for any write (server/http/cache-bus.ts); its queries are right by then.
 */
export function watchScheduledPosts(
  app: FastifyInstance,
  nextScheduledAt: () => Promise<string | undefined>,
) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;

  async function arm() {
    const next = await nextScheduledAt();
    clearTimeout(timer);
    timer = undefined;
    if (closed || next === undefined) return;
    const delay = Math.min(Math.max(Date.parse(next) - Date.now() + MARGIN_MS, 0), MAX_DELAY_MS);
    timer = setTimeout(() => {
      timer = undefined;
      app.log.info({ date: next }, 'scheduled post due: clearing the caches');
      // Clearing re-arms through the listener below, for the post after this one.
      app.cacheBus.invalidateLocal();
    }, delay);
    // A waiting timer never keeps the process alive.
    timer.unref();
  }

  /** One look at the database at a time; invalidations meanwhile ask for one more afterwards. */
  function rearm() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = arm()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not read the next scheduled post'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          rearm();
        }
      });
  }

  app.cacheBus.onInvalidate(rearm);
  app.addHook('onReady', async () => rearm());
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
