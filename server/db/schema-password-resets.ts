import type { Generated } from 'kysely';
import type { Timestamp } from './schema';

/** A mailed password-reset link (migration 024): single-use, short-lived, its token kept hashed. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token in the link. */
  token_hash: string;
  /** The token sealed under SECRET for the mail worker; null once the link is used or replaced. */
  token_sealed: string | null;
  expires_at: Timestamp;
  /** Set when the link changed the password, or when a newer request replaced it. */
  used_at: Timestamp | null;
  created_at: Timestamp;
}
