import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailgunEvent } from '../../contracts/mail-webhook';
import { HttpError } from '../core/errors';
import type { SuppressionRepository } from '../data/suppressions';
import type { BounceKind, BounceService } from './bounces';

/** How old a signed event may be, and how long its token is remembered against a replay. */
export const MAILGUN_WINDOW_MS = 5 * 60_000;

export const MAILGUN_FORGED = 'The webhook signature is not valid';
export const MAILGUN_STALE = 'The webhook timestamp is too old or in the future';
export const MAILGUN_REPLAYED = 'This webhook event was already received';

/** Compares the hex HMAC-SHA256 of timestamp + token, in constant time. */
export function mailgunSignatureValid(signingKey: string, signature: MailgunEvent['signature']) {
  const expected = createHmac('sha256', signingKey)
    .update(signature.timestamp + signature.token)
    .digest();
  const given = Buffer.from(signature.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What an event says of its mail, or undefined for one not acted on (delivered, opened…). */
function kindOf(event: MailgunEvent['event-data']): BounceKind | undefined {
  if (event.event === 'complained') return 'complaint';
  if (event.event !== 'failed') return undefined;
  return event.severity === 'permanent' ? 'hard' : 'soft';
}

/**
 * A Mailgun event, checked then recorded: a wrong signature is 401, a timestamp outside five
 * minutes 401, a token seen before 409, each before anything is written
 * (docs/decisions/0058-bounces-and-complaints.md). The mail is found by the `outbox_id` it was sent
 * with, else by its recipient.
 */
export async function receiveMailgunEvent(
  body: MailgunEvent,
  signingKey: string,
  deps: { bounces: BounceService; suppressions: SuppressionRepository },
  now = Date.now(),
) {
  const { signature } = body;
  if (!mailgunSignatureValid(signingKey, signature)) throw new HttpError(401, MAILGUN_FORGED);
  const at = Number(signature.timestamp) * 1000;
  if (!Number.isFinite(at) || at < now - MAILGUN_WINDOW_MS || at > now + 60_000)
    throw new HttpError(401, MAILGUN_STALE);
  if (!(await deps.suppressions.firstUseOfToken(signature.token, MAILGUN_WINDOW_MS)))
    throw new HttpError(409, MAILGUN_REPLAYED);

  const event = body['event-data'];
  const kind = kindOf(event);
  if (!kind) return { recorded: false };
  const status = event['delivery-status'];
  const reason =
    kind === 'complaint'
      ? 'reported as spam (Mailgun)'
      : [status?.code, status?.message || status?.description || event.reason].filter(Boolean).join(' ') ||
        `${event.severity ?? ''} failure`.trim();
  const via = 'Mailgun event';
  const mailId = Number(event['user-variables']?.outbox_id);
  if (Number.isInteger(mailId) && mailId > 0)
    return { recorded: await deps.bounces.reportMail(mailId, kind, reason, via) };
  if (event.recipient)
    return { recorded: await deps.bounces.reportAddress(event.recipient, kind, reason, via) };
  return { recorded: false };
}
