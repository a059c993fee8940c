import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository, OutboxRow } from './outbox';
import { type MailTransport, type OutgoingMail, type SendFailure, classifySendError } from './transport';

/** A temporary failure is tried this many times in all (about 4 days with a 60 s first delay). */
export const MAX_ATTEMPTS = 12;
/** Rows taken per claim: small, so a crash leaves few rows waiting for their lease to run out. */
const CLAIM_BATCH = 10;
/** How often an idle worker looks for mail queued by other instances or due for a retry. */
const POLL_MS = 5_000;
/** How often a busy worker runs `beforeClaim`. */
const BEFORE_CLAIM_EVERY_MS = 1_000;
/** How long a shutdown waits for the mail being sent before it cuts the connection. */
const STOP_GRACE_MS = 5_000;
/** The longest wait after the database failed to answer, so an outage is not hammered. */
const MAX_BACKOFF_MS = 60_000;

/** What to send for a row, or why it is no longer wanted (the subscriber left, the post went). */
export type Composed = { mail: OutgoingMail } | { cancel: string };

export interface MailWorkerOptions {
  outbox: OutboxRepository;
  transport: MailTransport;
  compose: (row: OutboxRow) => Promise<Composed>;
  log: FastifyBaseLogger;
  leaseMs: number;
  retryMs: number;
  /** Work to do before each claim (queuing due post mailings). */
  beforeClaim?: () => Promise<void>;
  /** Told of each mail sent, and of each given up on (the metrics count them). */
  onOutcome?: (result: 'sent' | 'failed') => void;
  /**
   * Told of each refused send after its row was updated: `final` when the row was given up on
   * (bounce handling, server/mail/bounces.ts). A rejection is logged, never stops the worker.
   */
  onSendFailure?: (row: OutboxRow, failure: SendFailure & { final: boolean }) => Promise<void>;
}

/**
 * Sends the outbox one mail at a time, each marked sent at once, on unref'd timers; a database
 * error is retried with a growing delay, never thrown (docs/decisions/0016-newsletter-mail.md).
 */
export function startMailWorker(options: MailWorkerOptions) {
  const { outbox, transport, compose, log, leaseMs, retryMs, beforeClaim, onOutcome, onSendFailure } =
    options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let nudged = false;
  let failures = 0;
  let lastBeforeClaim = 0;
  let askedBeforeClaim = true;

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, delay);
    timer.unref();
  }

  function run() {
    if (stopped || running) return;
    running = cycle().then((delay) => {
      running = undefined;
      schedule(nudged ? 0 : delay);
      nudged = false;
    });
  }

  /** One claim and its mails; answers how long to wait before the next. */
  async function cycle(): Promise<number> {
    try {
      // Once a second while busy (a post to a million subscribers claims 100,000 batches), and at
      // once when nudged: a mailing was just asked for.
      if (beforeClaim && (askedBeforeClaim || Date.now() - lastBeforeClaim >= BEFORE_CLAIM_EVERY_MS)) {
        askedBeforeClaim = false;
        lastBeforeClaim = Date.now();
        await beforeClaim();
      }
      const rows = await outbox.claim(CLAIM_BATCH, leaseMs);
      if (rows.length === 0) return POLL_MS;
      for (const [index, row] of rows.entries()) {
        if (stopped) {
          await outbox.release(rows.slice(index).map((r) => r.id));
          break;
        }
        await deliver(row);
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

  /** After the row was updated, so a failing hook never leaves the row claimed. */
  async function reportFailure(row: OutboxRow, failure: SendFailure & { final: boolean }) {
    await onSendFailure?.(row, failure).catch((err: unknown) =>
      log.warn({ err, purpose: row.purpose }, 'could not record a refused mail against its subscriber'),
    );
  }

  async function deliver(row: OutboxRow) {
    const composed = await compose(row);
    if ('cancel' in composed) return outbox.finish(row.id, 'cancelled', composed.cancel);
    try {
      await transport.send(composed.mail);
    } catch (error) {
      const failure = classifySendError(error);
      if (failure.permanent || row.attempts >= MAX_ATTEMPTS) {
        log.warn({ purpose: row.purpose, error: failure.message }, 'mail failed for good');
        onOutcome?.('failed');
        await outbox.finish(row.id, 'failed', failure.message);
        return reportFailure(row, { ...failure, final: true });
      }
      const delay = retryMs * 2 ** (row.attempts - 1);
      log.info({ purpose: row.purpose, error: failure.message, retryInMs: delay }, 'mail will be retried');
      await outbox.retryLater(row.id, failure.message, delay);
      return reportFailure(row, { ...failure, final: false });
    }
    await outbox.markSent(row.id);
    onOutcome?.('sent');
  }

  return {
    /** New mail was queued here: look at once rather than at the next poll. */
    nudge() {
      if (stopped) return;
      askedBeforeClaim = true;
      if (running) nudged = true;
      else schedule(0);
    },
    start: () => schedule(0),
    /** Lets the mail in flight finish, then closes the connection; untried rows go back to the queue. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, STOP_GRACE_MS)))]);
      clearTimeout(waited);
      transport.close();
      await running;
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
