import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** Two-factor sign-in's tables (migration 023; docs/decisions/0036-two-factor-sign-in.md). */

export interface TwoFactorTable {
  user_id: number;
  /** AES-256-GCM under a key derived from SECRET (server/two-factor/secret-box.ts), never the secret. */
  secret_encrypted: string;
  /** Null while set-up waits for its first code. */
  enabled_at: Timestamp | null;
  /** The last 30-second step a code was accepted for: that step and older ones are refused. */
  last_used_step: number | null;
  created_at: Timestamp;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the normalised code. */
  code_hash: string;
  used_at: Timestamp | null;
}

export interface TwoFactorChallengesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
}
