import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { KEYED_PREFIX, recoveryCodeKey } from './recovery-codes';

/**
 * Rewrites every recovery code still stored as a plain SHA-256 into its keyed form, in one
 * transaction, at start (after the migrations, which do not get SECRET). The keyed form is an HMAC
 * over that same SHA-256, so no code is needed and none is re-issued; verification only accepts the
 * keyed form (docs/decisions/0043-secrets-at-rest.md). Run again it finds nothing to do; two
 * instances starting together cannot key a value twice, as each write names the value it replaces.
 * Answers how many rows it rewrote.
 */
export async function upgradeRecoveryCodes(db: Kysely<Database>, secret: string): Promise<number> {
  const key = recoveryCodeKey(secret);
  return db.transaction().execute(async (trx) => {
    const legacy = await trx
      .selectFrom('two_factor_recovery_codes')
      .select(['id', 'code_hash'])
      .where('code_hash', 'not like', `${KEYED_PREFIX}%`)
      .execute();
    let upgraded = 0;
    for (const row of legacy) {
      const result = await trx
        .updateTable('two_factor_recovery_codes')
        .set({ code_hash: key.upgrade(row.code_hash) })
        .where('id', '=', row.id)
        .where('code_hash', '=', row.code_hash)
        .executeTakeFirst();
      upgraded += Number(result.numUpdatedRows);
    }
    return upgraded;
  });
}
