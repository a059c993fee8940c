import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/**
 * A mailed link that works once (password resets, two-factor enrolment links): short-lived, its
 * token kept hashed. Both tables have these columns, so one repository serves them (one-time-links.ts).
 */
export interface OneTimeLinksTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token in the link. */
  token_hash: string;
  /** The token sealed under SECRET for the mail worker; null once the link is used or replaced. */
  token_sealed: string | null;
  expires_at: Timestamp;
  /** Set when the link did its work, or when a newer link replaced it. */
  used_at: Timestamp | null;
  created_at: Timestamp;
}
