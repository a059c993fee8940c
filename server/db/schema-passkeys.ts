import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** Passkeys' tables (migration 025; docs/decisions/0037-passkeys.md). */

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser names the credential. */
  credential_id: string;
  /** The COSE public key, base64url: enough to check a signature, useless to make one. */
  public_key: string;
  /** PostgreSQL returns a bigint as a string. */
  counter: Generated<number | string>;
  /** JSON array of the transports the browser reported. */
  transports: Generated<string>;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: Generated<number>;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

export type PasskeyPurpose = 'register' | 'sign_in' | 'second_factor';

export interface PasskeyChallengesTable {
  id: Generated<number>;
  purpose: PasskeyPurpose;
  user_id: number | null;
  two_factor_challenge_id: number | null;
  /** The WebAuthn challenge itself (base64url): it travels in clear in clientDataJSON anyway. */
  challenge: string;
  expires_at: Timestamp;
}
