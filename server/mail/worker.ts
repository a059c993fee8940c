import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutboxRow } from './outbox';
import { sendPacer } from './send-pacing';
import { groupedSentMarks } from './sent-marks';
import { type MailTransport, type OutgoingMail, type SendFailure, classifySendError } from './transport';

/** A temporary failure is tried this many times in all (about 4 days with a 60 s first delay). */
export const MAX_ATTEMPTS = 12;
/** How often an idle worker looks for mail queued by other instances or due for a retry. */
const POLL_MS = 5_000;
/** How often a busy worker runs `beforeClaim`. */
const BEFORE_CLAIM_EVERY_MS = 1_000;
/** How often the claims look for the first rows of a mailing being queued. */
const QUEUING_POLL_MS = 50;
/** How long a shutdown waits for the mail being sent before it cuts the connections. */
const STOP_GRACE_MS = 5_000;
/** The longest wait after the database failed to answer, so an outage is not hammered. */
const MAX_BACKOFF_MS = 60_000;

/** What to send for a row, or why it is no longer wanted (the subscriber left, the post went). */
export type Composed = { mail: OutgoingMail } | { cancel: string };

export interface MailWorkerOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  compose: (row: OutboxRow) => Promise<Composed>;
  /** Reads ahead what the claimed rows' mails will need, one query per claim; a failure is logged. */
  prefetch?: (rows: readonly OutboxRow[]) => Promise<void>;
  log: FastifyBaseLogger;
  leaseMs: number;
  retryMs: number;
  /** Mails in flight at once (MAIL_CONCURRENCY): the transport has as many connections. */
  concurrency: number;
  /** The allowance every instance shares (MAIL_RATE_PER_SECOND; 0: none) and its bucket. */
  ratePerSecond?: number;
  drawAllowance?: (wanted: number) => Promise<number>;
  /** How many mails the visitors leave room for now (server/mail/visitors-first.ts). */
  visitorsFirst?: { readonly limit: number };
  /** Work to do beside the claims (queuing due post mailings), told when the worker stops. */
  beforeClaim?: (stopping: () => boolean) => Promise<void>;
  /** Told of each mail sent, and of each given up on (the metrics count them). */
  onOutcome?: (result: 'sent' | 'failed') => void;
  /**
   * Told of each refusal that concerns the address (not throttling, not a lost connection) once
   * its row was updated: `final` when the row was given up on (server/mail/bounces.ts). A
   * rejection is logged, never stops the worker.
   */
  onSendFailure?: (row: OutboxRow, failure: SendFailure & { final: boolean }) => Promise<void>;
}

/**
 * Sends the outbox with up to MAIL_CONCURRENCY mails in flight, paced by the shared allowance and
 * by the SMTP server's throttling, each marked sent as soon as it is accepted; claims run ahead of
 * the sends so the connections never wait for the database. A database error is retried with a
 * growing delay, never thrown (docs/decisions/0016-newsletter-mail.md, 0061-mail-at-scale.md).
 */
export function startMailWorker(options: MailWorkerOptions) {
  const { outbox, transport, compose, log, leaseMs, retryMs, beforeClaim, onOutcome, onSendFailure } =
    options;
  const pacer = sendPacer({
    concurrency: options.concurrency,
    ratePerSecond: options.ratePerSecond ?? 0,
    draw: options.drawAllowance,
  });
  const markSent = groupedSentMarks((ids) => outbox.markSent(ids));
  // A claim takes a few rounds of every connection's work: enough for the next claim to come back
  // before the connections run dry, few enough that a crash leaves little waiting for its lease.
  const claimSize = Math.min(Math.max(10, options.concurrency * 4), 200);
  const claimed: OutboxRow[] = [];
  const inFlight = new Set<Promise<void>>();
  let pumping: Promise<void> | undefined;
  let stopped = false;
  let failures = 0;
  let lastBeforeClaim = 0;
  let askedBeforeClaim = true;
  let wakeUp: (() => void) | undefined;
  let queuing: Promise<void> | undefined;

  /** Sleeps until `ms` pass, a mail in flight settles, new mail is queued here, or a stop. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  /** The mails that may be in flight: what the SMTP server and the visitors leave room for. */
  const window = () => Math.min(pacer.window, options.visitorsFirst?.limit ?? Infinity);

  /**
   * Queues due post mailings in the background, once a second while busy and at once when nudged:
   * queuing a million subscribers takes a while, and the mailings already queued keep sending.
   */
  function queueDueMailings() {
    if (!beforeClaim || queuing) return;
    if (!askedBeforeClaim && Date.now() - lastBeforeClaim < BEFORE_CLAIM_EVERY_MS) return;
    askedBeforeClaim = false;
    lastBeforeClaim = Date.now();
    queuing = beforeClaim(() => stopped)
      .catch((err: unknown) => log.warn({ err }, 'mail worker could not queue the due mailings'))
      .finally(() => {
        queuing = undefined;
        wakeUp?.();
      });
  }

  /** Claims more rows when the claimed ones run low; answers a delay when the database failed. */
  async function refill(): Promise<number> {
    try {
      if (claimed.length <= options.concurrency) {
        const rows = await outbox.claim(claimSize, leaseMs);
        // Without it each mail reads what it needs itself: slower, never wrong.
        await options
          .prefetch?.(rows)
          .catch((err: unknown) => log.warn({ err }, 'mail worker could not read ahead'));
        claimed.push(...rows);
      }
      failures = 0;
      return 0;
    } catch (err) {
      failures += 1;
      const delay = Math.min(POLL_MS * 2 ** (failures - 1), MAX_BACKOFF_MS);
      log.warn({ err, retryInMs: delay }, 'mail worker could not reach the database');
      return delay;
    }
  }

  async function pump() {
    while (!stopped) {
      queueDueMailings();
      const backoff = await refill();
      if (backoff > 0) {
        await pause(backoff);
        continue;
      }
      if (claimed.length === 0) {
        if (inFlight.size === 0 && !queuing) pacer.idle();
        // Nothing due: a mailing being queued has rows any moment; otherwise wait for the poll, a
        // nudge, or a mail in flight to settle.
        await pause(queuing ? QUEUING_POLL_MS : POLL_MS);
        continue;
      }
      while (claimed.length > 0 && inFlight.size < window() && !stopped) {
        await pacer.acquire(() => stopped);
        if (stopped) break;
        start(claimed.shift()!);
      }
      if (inFlight.size >= window()) await pause(POLL_MS);
    }
  }

  function start(row: OutboxRow) {
    const sending: Promise<void> = deliver(row)
      .catch((err: unknown) => {
        // The row stays claimed: another attempt takes it once its lease runs out.
        log.warn({ err, purpose: row.purpose }, 'mail worker could not record a mail');
      })
      .finally(() => {
        inFlight.delete(sending);
        wakeUp?.();
      });
    inFlight.add(sending);
  }

  async function deliver(row: OutboxRow) {
    const composed = await compose(row);
    if ('cancel' in composed) return outbox.finish(row.id, 'cancelled', composed.cancel);
    try {
      await transport.send(composed.mail);
    } catch (error) {
      return failed(row, classifySendError(error));
    }
    await markSent(row.id);
    pacer.accepted();
    onOutcome?.('sent');
  }

  async function failed(row: OutboxRow, failure: SendFailure) {
    if (failure.throttled) {
      pacer.throttled();
      log.info(
        { error: failure.message, pauseMs: pacer.pauseMs, window: pacer.window },
        'mail server asks to slow down',
      );
      return outbox.release([row.id], pacer.pauseMs, failure.message);
    }
    if (failure.unreachable) pacer.throttled();
    const final = failure.permanent || row.attempts >= MAX_ATTEMPTS;
    if (final) {
      log.warn({ purpose: row.purpose, error: failure.message }, 'mail failed for good');
      onOutcome?.('failed');
      await outbox.finish(row.id, 'failed', failure.message);
    } else {
      const delay = retryMs * 2 ** (row.attempts - 1);
      log.info({ purpose: row.purpose, error: failure.message, retryInMs: delay }, 'mail will be retried');
      await outbox.retryLater(row.id, failure.message, delay);
    }
    if (!failure.unreachable)
      await onSendFailure?.(row, { ...failure, final }).catch((err: unknown) =>
        log.warn({ err, purpose: row.purpose }, 'could not record a refused mail against its subscriber'),
      );
  }

  return {
    /** New mail was queued here: look at once rather than at the next poll. */
    nudge() {
      if (stopped) return;
      askedBeforeClaim = true;
      wakeUp?.();
    },
    start() {
      if (!pumping && !stopped) pumping = pump();
    },
    /** Lets the mails in flight finish, then closes the connections; untried rows go back to the queue. */
    async stop() {
      stopped = true;
      wakeUp?.();
      let waited: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => (waited = setTimeout(resolve, STOP_GRACE_MS)));
      await Promise.race([Promise.all([pumping, queuing, ...inFlight]), grace]);
      clearTimeout(waited);
      transport.close();
      await Promise.all([pumping, queuing, ...inFlight]);
      const untried = claimed.splice(0).map((row) => row.id);
      await outbox.release(untried).catch((err: unknown) => log.warn({ err }, 'could not hand mail back'));
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
