import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import type { OutboxRow } from './outbox';
import type { OutgoingMail } from './transport';

/** Hex characters of the signature: 48 bits, so a forged report must guess one per outbox row. */
const SIGNATURE_LENGTH = 12;

const signature = (secret: string, rowId: number) =>
  createHmac('sha256', secret).update(`verp:${rowId}`).digest('hex').slice(0, SIGNATURE_LENGTH);

/** The mails a bounce or complaint says something about: those to subscribers. */
export const isSubscriberMail = (row: Pick<OutboxRow, 'purpose' | 'subscriber_id'>) =>
  row.subscriber_id !== null && /^(confirm|post):/.test(row.purpose);

/**
 * The envelope sender of one outbox row: `bounces+<rowId>-<signature>@domain`. A delivery report
 * comes back to it, naming the mail; the signature (keyed with SECRET) keeps anyone else from
 * bouncing another row (docs/decisions/0058-bounces-and-complaints.md).
 */
export function verpAddress(bounceAddress: string, secret: string, rowId: number) {
  const [local, domain] = bounceAddress.split('@') as [string, string];
  return `${local}+${rowId}-${signature(secret, rowId)}@${domain}`;
}

/** The outbox row a VERP address names, or undefined when it is not one of ours or its signature is wrong. */
export function readVerpAddress(bounceAddress: string, secret: string, address: string) {
  const [local, domain] = bounceAddress.split('@') as [string, string];
  const match = /^([^@+]+)\+(\d{1,15})-([0-9a-f]+)@(.+)$/.exec(address.trim().toLowerCase());
  if (!match || match[1] !== local || match[4] !== domain) return undefined;
  const rowId = Number(match[2]);
  const expected = Buffer.from(signature(secret, rowId));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return rowId;
}

/**
 * What a subscriber mail carries so a bounce or complaint finds its row: the VERP sender (with
 * MAIL_BOUNCE_ADDRESS) and Mailgun's custom variable (with its webhook key).
 */
export function bounceTracking(
  config: Config,
  row: OutboxRow,
): Pick<OutgoingMail, 'envelopeFrom'> & {
  headers: NonNullable<OutgoingMail['headers']>;
} {
  const { bounceAddress, mailgunSigningKey } = config.mail;
  return {
    envelopeFrom: bounceAddress ? verpAddress(bounceAddress, config.secret, row.id) : undefined,
    // Mailgun reads the variables as JSON, so the header must reach it unencoded.
    headers: mailgunSigningKey
      ? {
          'X-Mailgun-Variables': {
            prepared: true as const,
            value: JSON.stringify({ outbox_id: String(row.id) }),
          },
        }
      : {},
  };
}
