import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../db/connection';
import type { Database } from '../db/schema';
import { conflict } from '../core/errors';

export const LAST_SUPER_ADMIN = {
  demote: 'The last super admin cannot be demoted. Make another user super admin first.',
  delete: 'The last super admin cannot be deleted. Make another user super admin first.',
} as const;

/**
 * The one rule every path (API, command line) goes through: the site always keeps a super admin,
 * or nobody could manage admins again. Call inside the transaction that demotes or deletes
 * `userId`. On PostgreSQL the super admins' rows are locked first, so two demotions at once
 * cannot each see the other still there and leave none; SQLite runs one write transaction at a
 * time anyway.
 */
export async function assertNotLastSuperAdmin(
  trx: Transaction<Database> | Kysely<Database>,
  userId: number,
  action: keyof typeof LAST_SUPER_ADMIN,
) {
  let query = trx.selectFrom('users').select('id').where('role', '=', 'super_admin');
  if (isPostgres(trx)) query = query.forUpdate();
  const superAdmins = await query.execute();
  const isSuperAdmin = superAdmins.some((row) => row.id === userId);
  if (isSuperAdmin && superAdmins.length <= 1) throw conflict(LAST_SUPER_ADMIN[action]);
}
