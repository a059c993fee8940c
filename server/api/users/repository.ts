import type { Kysely, Selectable } from 'kysely';
import type { Role, User } from '../../../contracts/user';
import { nowIso, toFlag } from '../../db/connection';
import type { Database, UsersTable } from '../../db/schema';
import { conflict } from '../../http/errors';

export function toUser(
  row: Pick<
    Selectable<UsersTable>,
    'id' | 'username' | 'email' | 'name' | 'role' | 'avatar' | 'created_at' | 'last_login'
  >,
): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    role: row.role,
    avatar: row.avatar,
    createdAt: row.created_at,
    lastLogin: row.last_login,
  };
}

type NewUser = {
  name: string;
  username: string;
  email: string;
  role: Role;
  passwordHash: string;
  usesDefaultPassword?: boolean;
};

export function userRepository(db: Kysely<Database>) {
  /** Usernames and emails are unique whatever their case (back-office.md §5). */
  async function assertUnique(fields: { username?: string; email?: string }, exceptId?: number) {
    if (fields.email) {
      let q = db.selectFrom('users').select('id').where('email_key', '=', fields.email.toLowerCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw conflict('Email address already exists.');
    }
    if (fields.username) {
      let q = db.selectFrom('users').select('id').where('username_key', '=', fields.username.toLowerCase());
      if (exceptId) q = q.where('id', '!=', exceptId);
      if (await q.executeTakeFirst()) throw conflict('Username already exists.');
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
          role: user.role,
          avatar: null,
          password_hash: user.passwordHash,
          uses_default_password: toFlag(user.usesDefaultPassword ?? false),
          created_at: now,
          updated_at: now,
          last_login: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async update(id: number, fields: { name?: string; email?: string; role?: Role; passwordHash?: string }) {
      await assertUnique({ email: fields.email }, id);
      const row = await db
        .updateTable('users')
        .set({
          ...(fields.name !== undefined ? { name: fields.name } : {}),
          ...(fields.email !== undefined
            ? { email: fields.email, email_key: fields.email.toLowerCase() }
            : {}),
          ...(fields.role !== undefined ? { role: fields.role } : {}),
          ...(fields.passwordHash !== undefined
            ? { password_hash: fields.passwordHash, uses_default_password: 0 }
            : {}),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toUser(row) : undefined;
    },

    async recordLogin(id: number) {
      await db.updateTable('users').set({ last_login: nowIso() }).where('id', '=', id).execute();
    },

    /** Sessions go with the user (ON DELETE CASCADE), so deletion also signs them out. */
    async remove(id: number) {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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
