import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** Devices an account has signed in from (migration 029; server/auth/known-devices.ts). */
export interface KnownDevicesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the random token in the device's `bm_device` cookie. */
  token_hash: string;
  /** The browser and system at the last sign-in ("Chrome on Linux"). */
  device: string;
  created_at: Timestamp;
  /** The last successful sign-in from the device; unused for a year, the row is purged. */
  last_seen_at: Timestamp;
}
