import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';
import type { PasskeyPurpose, PasskeysTable } from '../db/schema-passkeys';
import { findOwned, removeOwned } from './owned-rows';

/** How long a ceremony may take, like the two-factor step (docs/decisions/0037-passkeys.md). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

export type PasskeyRow = Omit<PasskeysTable, 'id' | 'counter' | 'transports' | 'backed_up'> & {
  id: number;
  counter: number | string;
  transports: string;
  backed_up: number;
};

export const toPasskey = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  deviceType: row.device_type,
  backedUp: Boolean(row.backed_up),
});

/** A passkey as listed for review after a password change or reset (contracts/reauthentication.ts). */
export const toPasskeyToReview = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** Passkeys of staff accounts and their ceremony challenges. Reads and writes of one account's
 *  passkeys all name the account, so another's id simply is not found. */
export function passkeyRepository(db: Kysely<Database>) {
  return {
    listFor(userId: number) {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    findOwn: (userId: number, id: number) => findOwned(db, 'passkeys', userId, id),

    findByCredentialId(credentialId: string) {
      return db
        .selectFrom('passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
    },

    async add(values: {
      userId: number;
      credentialId: string;
      publicKey: string;
      counter: number;
      transports: string[];
      deviceType: 'singleDevice' | 'multiDevice';
      backedUp: boolean;
      name: string;
    }) {
      return db
        .insertInto('passkeys')
        .values({
          user_id: values.userId,
          credential_id: values.credentialId,
          public_key: values.publicKey,
          counter: values.counter,
          transports: JSON.stringify(values.transports),
          device_type: values.deviceType,
          backed_up: values.backedUp ? 1 : 0,
          name: values.name,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async rename(userId: number, id: number, name: string) {
      return db
        .updateTable('passkeys')
        .set({ name })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Removes the account's passkeys named by `ids`, or all of them; answers their names. */
    async removeMany(userId: number, ids: number[] | 'all') {
      if (ids !== 'all' && ids.length === 0) return [];
      let query = db.deleteFrom('passkeys').where('user_id', '=', userId);
      if (ids !== 'all') query = query.where('id', 'in', ids);
      const removed = await query.returning('name').execute();
      return removed.map((row) => row.name);
    },

    remove: (userId: number, id: number) => removeOwned(db, 'passkeys', userId, id),

    /** Records a use; the counter moves only forward, so a replayed count cannot win a race. */
    async recordUse(id: number, previous: number, counter: number) {
      const result = await db
        .updateTable('passkeys')
        .set({ counter, last_used_at: nowIso() })
        .where('id', '=', id)
        .where('counter', '=', previous)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async createChallenge(
      challenge: string,
      purpose: PasskeyPurpose,
      owner: { userId?: number; twoFactorChallengeId?: number } = {},
      now = Date.now(),
    ) {
      // Dead challenges go here rather than on a timer, like the two-factor ones.
      await db
        .deleteFrom('passkey_challenges')
        .where('expires_at', '<=', new Date(now).toISOString())
        .execute();
      await db
        .insertInto('passkey_challenges')
        .values({
          challenge,
          purpose,
          user_id: owner.userId ?? null,
          two_factor_challenge_id: owner.twoFactorChallengeId ?? null,
          expires_at: new Date(now + PASSKEY_CHALLENGE_TTL_MS).toISOString(),
        })
        .execute();
    },

    /** Takes a live challenge of this purpose, once: a delete that only one request can win. */
    async consumeChallenge(challenge: string, purpose: PasskeyPurpose, now = Date.now()) {
      const row = await db
        .selectFrom('passkey_challenges')
        .selectAll()
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      if (!row) return null;
      const result = await db.deleteFrom('passkey_challenges').where('id', '=', row.id).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) return null;
      return row.expires_at > new Date(now).toISOString() ? row : null;
    },
  };
}
