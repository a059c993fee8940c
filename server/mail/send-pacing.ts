/** The first pause after a throttling answer; each next one in a row doubles. */
const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 60_000;
/**
 * The mails in flight when a mailing starts. Opening every connection and composing a whole window
 * of mails at once held the event loop for a tenth of a second; each mail accepted then widens the
 * window by one, so it is full after a few round trips.
 */
const SLOW_START = 4;
/** The longest single sleep, so that a stopping worker is never held by a long wait. */
const MAX_SLEEP_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, MAX_SLEEP_MS)));

/**
 * How fast the worker may start mails (docs/decisions/0061-mail-at-scale.md):
 * - at most `window` in flight: a few at first (and after the worker was idle), one more with each
 *   mail accepted up to MAIL_CONCURRENCY; a throttling answer (421, 4.7.x) halves it and pauses
 *   every start for a while, and each `window` mails accepted in a row widen it by one again, back
 *   up to MAIL_CONCURRENCY;
 * - with an allowance (MAIL_RATE_PER_SECOND), one token of it per mail, drawn from the bucket
 *   every instance shares about a twentieth of a second's worth at a time.
 */
export function sendPacer(options: {
  concurrency: number;
  ratePerSecond: number;
  draw?: (wanted: number) => Promise<number>;
}) {
  const { concurrency, ratePerSecond, draw } = options;
  const chunk = Math.max(1, Math.ceil(ratePerSecond / 20));
  const initial = Math.min(concurrency, SLOW_START);
  let window = initial;
  let startingUp = true;
  let acceptedInARow = 0;
  let pauseMs = 0;
  let pausedUntil = 0;
  let tokens = 0;

  return {
    /** How many mails may be in flight now. */
    get window() {
      return window;
    },
    /** How long the current pause lasts: a throttled mail is due again after it. */
    get pauseMs() {
      return pauseMs;
    },

    /** Resolves when one more mail may start, or at once when `stopped()` turns true. */
    async acquire(stopped: () => boolean) {
      while (!stopped()) {
        const paused = pausedUntil - Date.now();
        if (paused > 0) {
          await sleep(paused);
          continue;
        }
        if (!draw || ratePerSecond <= 0) return;
        if (tokens > 0) {
          tokens -= 1;
          return;
        }
        tokens = await draw(chunk);
        if (tokens === 0) await sleep(Math.max(5, 1000 / ratePerSecond));
      }
    },

    /** Nothing in flight, nothing to send: the next mailing starts slowly again. */
    idle() {
      if (pausedUntil > Date.now() || window <= initial) return;
      window = initial;
      startingUp = true;
      acceptedInARow = 0;
    },

    throttled() {
      startingUp = false;
      pauseMs = Math.min(Math.max(pauseMs * 2, FIRST_PAUSE_MS), MAX_PAUSE_MS);
      pausedUntil = Date.now() + pauseMs;
      window = Math.max(1, Math.floor(window / 2));
      acceptedInARow = 0;
    },

    accepted() {
      if (startingUp) {
        window = Math.min(concurrency, window + 1);
        startingUp = window < concurrency;
        return;
      }
      acceptedInARow += 1;
      if (acceptedInARow < window) return;
      acceptedInARow = 0;
      pauseMs = 0;
      if (window < concurrency) window += 1;
    },
  };
}

export type SendPacer = ReturnType<typeof sendPacer>;
