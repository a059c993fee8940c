import type { Generated } from 'kysely';
import type { Timestamp } from './schema';

/**
 * A mailed two-factor enrolment link (migration 031; docs/decisions/0045-two-factor-enrolment-links.md):
 * single-use, valid 24 hours, its token kept hashed.
 */
export interface TwoFactorEnrolmentLinksTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token in the link. */
  token_hash: string;
  /** The token sealed under SECRET for the mail worker; null once the link is used or replaced. */
  token_sealed: string | null;
  expires_at: Timestamp;
  /** Set when the link turned two-factor on, or when a newer link replaced it. */
  used_at: Timestamp | null;
  created_at: Timestamp;
}
