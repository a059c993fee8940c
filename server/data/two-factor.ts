import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection';
import type { Database } from '../db/schema';

/** How long the step between password and code may take (docs/decisions/0036-two-factor-sign-in.md). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The two-factor rows of staff accounts. Every "use once" is one conditional write, so two
 *  requests racing with the same code or challenge cannot both pass. */
export function twoFactorRepository(db: Kysely<Database>) {
  const find = (userId: number) =>
    db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return {
    find,

    async isEnabled(userId: number) {
      return Boolean((await find(userId))?.enabled_at);
    },

    /** A new secret waiting for its first code; replaces an earlier unconfirmed one. */
    async savePending(userId: number, secretEncrypted: string) {
      await db
        .deleteFrom('two_factor')
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .execute();
      await db
        .insertInto('two_factor')
        .values({ user_id: userId, secret_encrypted: secretEncrypted, created_at: nowIso() })
        .execute();
    },

    async enable(userId: number, step: number) {
      const result = await db
        .updateTable('two_factor')
        .set({ enabled_at: nowIso(), last_used_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Records `step` as used unless it, or a later one, already was. */
    async useStep(userId: number, step: number) {
      const result = await db
        .updateTable('two_factor')
        .set({ last_used_step: step })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(userId: number) {
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
      const result = await db.deleteFrom('two_factor').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async replaceRecoveryCodes(userId: number, hashes: string[]) {
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('two_factor_recovery_codes')
        .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
        .execute();
    },

    async useRecoveryCode(userId: number, hash: string) {
      const result = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recoveryCodesLeft(userId: number) {
      const row = await db
        .selectFrom('two_factor_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('left'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.left);
    },

    /** A random token for the code step; only its hash is kept, next to the account and expiry. */
    async createChallenge(userId: number, now = Date.now()) {
      // Old challenges go here rather than on a timer: there are few, and they die in minutes.
      await db
        .deleteFrom('two_factor_challenges')
        .where('expires_at', '<=', new Date(now).toISOString())
        .execute();
      const challenge = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now + CHALLENGE_TTL_MS).toISOString();
      await db
        .insertInto('two_factor_challenges')
        .values({ user_id: userId, token_hash: hashToken(challenge), expires_at: expiresAt })
        .execute();
      return { challenge, expiresAt };
    },

    /** The live challenge's row; a wrong code leaves it for another try within its minutes. */
    findChallenge(challenge: string, now = Date.now()) {
      return db
        .selectFrom('two_factor_challenges')
        .selectAll()
        .where('token_hash', '=', hashToken(challenge))
        .where('expires_at', '>', new Date(now).toISOString())
        .executeTakeFirst();
    },

    /**
     * Voids the account's pending challenges: after a password change or reset, a code step begun
     * with the old password must not finish (docs/decisions/0041-fresh-proof-and-security-mails.md).
     * Passkey steps bound to them go too (on delete cascade).
     */
    async voidChallenges(userId: number) {
      await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
    },

    async consumeChallenge(id: number) {
      const result = await db.deleteFrom('two_factor_challenges').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;
