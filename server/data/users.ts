import type { Kysely, Selectable } from 'kysely';
import { ROLES, type Role, type UserFilter, type UserStats, userSchema } from '../../contracts/user';
import { nowIso, toFlag } from '../db/connection';
import { rowMapping } from '../db/row-mapping';
import type { Database, UsersTable } from '../db/schema';
import { searchText } from '../db/search';
import { conflict } from '../core/errors';
import { assertNotLastSuperAdmin } from './last-super-admin';
import { inTransaction } from '../db/transaction';
import { newestFirstList } from './newest-first-list';
import { tally } from './tally';

/** The account as the API shows it: the contract's fields only, never a hash or a search key. */
export const toUser = rowMapping<
  Pick<
    Selectable<UsersTable>,
    | 'id'
    | 'username'
    | 'email'
    | 'name'
    | 'role'
    | 'avatar'
    | 'created_at'
    | 'last_login'
    | 'password_change_required'
  >
>()(userSchema, { flags: ['password_change_required'] }).read;

type NewUser = {
  name: string;
  username: string;
  email: string;
  role: Role;
  passwordHash: string;
  usesDefaultPassword?: boolean;
};

const USERNAME_TAKEN = 'Username already exists.';
const EMAIL_TAKEN = 'Email address already exists.';

/**
 * The unique indexes are the real guard: two requests can both pass the check before either
 * inserts. Their violation (SQLite SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505) becomes the same
 * 409 the check gives, naming the field from the constraint or column in the message.
 */
function asConflict(error: unknown): unknown {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE' && e?.code !== '23505') return error;
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (where.includes('username_key')) return conflict(USERNAME_TAKEN);
  if (where.includes('email_key')) return conflict(EMAIL_TAKEN);
  return error;
}

export function userRepository(db: Kysely<Database>) {
  const list = newestFirstList(db, 'users', 'role');

  /** Usernames and emails are unique whatever their case (docs/back-office-screens.md §5). */
  async function assertUnique(fields: { username?: string; email?: string }, exceptId?: number) {
    if (fields.email) {
      let q = db.selectFrom('users').select('id').where('email_key', '=', fields.email.toLowerCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw conflict(EMAIL_TAKEN);
    }
    if (fields.username) {
      let q = db.selectFrom('users').select('id').where('username_key', '=', fields.username.toLowerCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw conflict(USERNAME_TAKEN);
    }
  }

  return {
    async list() {
      const rows = await db
        .selectFrom('users')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toUser);
    },

    /** One page of the filtered accounts, newest first unless asked otherwise, with the total. */
    async page(filter: UserFilter) {
      const { rows, total } = await list.page(filter, filter.role);
      return { rows: rows.map(toUser), total };
    },

    /** The summary cards: every account counted by role. */
    async stats(): Promise<UserStats> {
      const groups = await db
        .selectFrom('users')
        .select(['role as key', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('role')
        .execute();
      const { total, by } = tally(ROLES, groups);
      return { total, byRole: by };
    },

    /** The newest accounts (the dashboard's recent list). */
    async recent(limit: number) {
      return (await list.newest(limit)).map(toUser);
    },

    async find(id: number) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async findByLogin(login: string) {
      const key = login.trim().toLowerCase();
      // Staff may sign in with their username or their email.
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('username_key', '=', key), eb('email_key', '=', key)]))
        .executeTakeFirst();
    },

    count: async () =>
      Number(
        (
          await db
            .selectFrom('users')
            .select((e) => e.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    async create(user: NewUser) {
      await assertUnique(user);
      const now = nowIso();
      const row = await db
        .insertInto('users')
        .values({
          name: user.name,
          username: user.username,
          username_key: user.username.toLowerCase(),
          email: user.email,
          email_key: user.email.toLowerCase(),
          search_text: searchText(user.name, user.username, user.email),
          role: user.role,
          avatar: null,
          password_hash: user.passwordHash,
          uses_default_password: toFlag(user.usesDefaultPassword ?? false),
          password_change_required: 0,
          created_at: now,
          updated_at: now,
          last_login: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error: unknown) => {
          throw asConflict(error);
        });
      return toUser(row);
    },

    /** A change of role that would leave no super admin is refused (last-super-admin.ts). */
    async update(
      id: number,
      fields: { name?: string; email?: string; role?: Role; passwordHash?: string; avatar?: string | null },
    ) {
      await assertUnique({ email: fields.email }, id);
      const row = await inTransaction(db, async (trx) => {
        if (fields.role !== undefined && fields.role !== 'super_admin')
          await assertNotLastSuperAdmin(trx, id, 'demote');
        const current = await trx
          .selectFrom('users')
          .select(['name', 'username', 'email'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) return undefined;
        const text = searchText(fields.name ?? current.name, current.username, fields.email ?? current.email);
        return trx
          .updateTable('users')
          .set({
            ...(fields.name !== undefined ? { name: fields.name } : {}),
            ...(fields.email !== undefined
              ? { email: fields.email, email_key: fields.email.toLowerCase() }
              : {}),
            ...(fields.role !== undefined ? { role: fields.role } : {}),
            ...(fields.avatar !== undefined ? { avatar: fields.avatar } : {}),
            search_text: text,
            // A new password, chosen under the current rules, answers any request to change it.
            ...(fields.passwordHash !== undefined
              ? { password_hash: fields.passwordHash, uses_default_password: 0, password_change_required: 0 }
              : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
      }).catch((error: unknown) => {
        throw asConflict(error);
      });
      return row ? toUser(row) : undefined;
    },

    /** The password typed at a sign-in failed the password rules: a new one is asked for (migration 027). */
    async requirePasswordChange(id: number) {
      await db.updateTable('users').set({ password_change_required: 1 }).where('id', '=', id).execute();
    },

    async recordLogin(id: number) {
      await db.updateTable('users').set({ last_login: nowIso() }).where('id', '=', id).execute();
    },

    /**
     * Deletes the user and signs them out everywhere (their sessions go in the same transaction,
     * besides ON DELETE CASCADE). Deleting the last super admin is refused.
     */
    async remove(id: number) {
      return inTransaction(db, async (trx) => {
        await assertNotLastSuperAdmin(trx, id, 'delete');
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async defaultAccountActive(username: string) {
      const row = await db
        .selectFrom('users')
        .select('uses_default_password')
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst();
      return Boolean(row?.uses_default_password);
    },
  };
}
