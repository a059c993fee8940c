import { performance } from 'node:perf_hooks';

/**
 * How often the event loop's load is looked at: often, because the mails a full window starts in
 * one look's time are what the visitors of that moment wait behind.
 */
const SAMPLE_MS = 25;
/** The mails in flight grow by one every this many easy looks: one a tenth of a second. */
const GROW_EVERY = 4;
/** Above this share of busy time, with visitors asking, the mail makes room. */
const BUSY = 0.7;
/** Below it, the mail takes more again. */
const EASY = 0.5;

/**
 * Visitors first: the mail worker shares the event loop with the site, so while visitors keep it
 * busy (requests arriving, the loop busy over 70 % of the time in a fortieth of a second) the mails
 * in flight drop to one at once; once the loop is easier, or no request came, they grow by one per
 * tenth of a second back up to `concurrency` (docs/decisions/0061-mail-at-scale.md). Halving them
 * each tenth took six tenths to come down from 64, long enough to show in the visitors' p99. A
 * mailing alone runs at full speed; a busy site slows it, never the reverse.
 */
export function visitorsFirst(concurrency: number) {
  let limit = concurrency;
  let requests = 0;
  let easyLooks = 0;
  let last = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (requests > 0 && busy > BUSY) {
      limit = 1;
      easyLooks = 0;
    } else if ((requests === 0 || busy < EASY) && ++easyLooks >= GROW_EVERY) {
      limit = Math.min(concurrency, limit + 1);
      easyLooks = 0;
    }
    requests = 0;
  }, SAMPLE_MS);
  timer.unref();
  return {
    /** How many mails may be in flight for the visitors' sake now. */
    get limit() {
      return limit;
    },
    /** Counts a visitor's request (a hook on every request). */
    request() {
      requests += 1;
    },
    stop: () => clearInterval(timer),
  };
}

export type VisitorsFirst = ReturnType<typeof visitorsFirst>;
