import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from '../../contracts/user';
import { LAST_SUPER_ADMIN } from '../../server/data/last-super-admin';
import { createSession } from '../../server/auth/sessions';
import { type Db, openDatabase } from '../../server/db/connection';

/** The operators' command line, run as operators run it, on its own SQLite file. */
const root = path.resolve(__dirname, '../..');
let dir: string;
let dbPath: string;

function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: `file:${dbPath}`, APP_ENV: 'test' } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase({ kind: 'sqlite', path: dbPath });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

const roleOf = (username: string) =>
  withDb(async (db) => {
    const row = await db.kysely
      .selectFrom('users')
      .select('role')
      .where('username', '=', username)
      .executeTakeFirst();
    return row?.role;
  });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bm-admin-cli-'));
  dbPath = path.join(dir, 'app.db');
  // One after the other: both would migrate the new file at once otherwise.
  const boss = await admin(
    'create-user',
    '--username',
    'boss',
    '--email',
    'boss@studio.example',
    '--name',
    'Boss',
    '--password',
    'orange-lantern-harbour',
    '--role',
    'super_admin',
  );
  expect(boss.code).toBe(0);
  const helper = await admin(
    'create-user',
    '--username',
    'helper',
    '--email',
    'helper@studio.example',
    '--name',
    'Helper',
    '--password',
    'violet-compass-meadow',
  );
  expect(helper.code).toBe(0);
}, 60_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('admin command line: roles and deletion', () => {
  it('creates an admin when no role is given', async () => {
    expect(await roleOf('helper')).toBe('admin');
  });

  it('refuses to demote or delete the last super admin', async () => {
    const demote = await admin('set-role', '--username', 'boss', '--role', 'admin');
    expect(demote.code).not.toBe(0);
    expect(demote.stderr).toContain(LAST_SUPER_ADMIN.demote);
    const remove = await admin('delete-user', '--username', 'boss');
    expect(remove.code).not.toBe(0);
    expect(remove.stderr).toContain(LAST_SUPER_ADMIN.delete);
    expect(await roleOf('boss')).toBe('super_admin');
  }, 30_000);

  it('refuses an unknown role or user with a message', async () => {
    const badRole = await admin('set-role', '--username', 'helper', '--role', 'owner');
    expect(badRole.code).not.toBe(0);
    expect(badRole.stderr).toContain('--role must be one of user, admin, super_admin');
    const nobody = await admin('delete-user', '--username', 'nobody');
    expect(nobody.code).not.toBe(0);
    expect(nobody.stderr).toContain('No user named nobody');
  }, 30_000);

  it('refuses a password the password rules refuse, and changes nothing', async () => {
    const common = await admin(
      'create-user',
      '--username',
      'weakling',
      '--email',
      'weakling@studio.example',
      '--name',
      'Weak',
      '--password',
      'qwerty123456',
    );
    expect(common.code).not.toBe(0);
    expect(common.stderr).toContain(PASSWORD_TOO_COMMON);
    expect(await roleOf('weakling')).toBeUndefined();
    const short = await admin('reset-password', '--username', 'helper', '--password', 'short-pass');
    expect(short.code).not.toBe(0);
    expect(short.stderr).toContain(PASSWORD_TOO_SHORT);
    const reset = await admin('reset-password', '--username', 'helper', '--password', 'amber-falcon-thistle');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Password reset for helper');
  }, 30_000);

  it('changes roles, and demotes a super admin once another one exists', async () => {
    const promote = await admin('set-role', '--username', 'helper', '--role', 'super_admin');
    expect(promote.code).toBe(0);
    expect(promote.stdout).toContain('helper is now super_admin (was admin)');
    const demote = await admin('set-role', '--username', 'boss', '--role', 'user');
    expect(demote.code).toBe(0);
    expect(await roleOf('boss')).toBe('user');
    // helper is now the only one left.
    expect((await admin('delete-user', '--username', 'helper')).code).not.toBe(0);
  }, 30_000);

  it('turns off two-factor sign-in for a lost phone, and says so in the audit log', async () => {
    await withDb(async (db) => {
      const helper = await db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'helper')
        .executeTakeFirstOrThrow();
      await db.kysely
        .insertInto('two_factor')
        .values({
          user_id: helper.id,
          secret_encrypted: 'v1.sealed',
          enabled_at: new Date().toISOString(),
          last_used_step: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    });
    const off = await admin('disable-2fa', '--username', 'helper');
    expect(off.code).toBe(0);
    expect(off.stdout).toContain('Two-factor sign-in is off for helper.');
    const [rows, audit] = await withDb(async (db) => [
      await db.kysely.selectFrom('two_factor').selectAll().execute(),
      await db.kysely
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'two_factor_disable')
        .execute(),
    ]);
    expect(rows).toEqual([]);
    expect(audit).toMatchObject([{ actor_id: null, actor_name: 'command line', entity_label: 'helper' }]);
    expect((await admin('disable-2fa', '--username', 'helper')).stdout).toContain('has no two-factor');
  }, 30_000);

  it('deletes a user and signs them out', async () => {
    const { token } = await withDb(async (db) => {
      const boss = await db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'boss')
        .executeTakeFirstOrThrow();
      return createSession(db.kysely, boss.id, 3600);
    });
    expect(token).toBeTruthy();
    const removed = await admin('delete-user', '--username', 'boss');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('Deleted user boss');
    const left = await withDb((db) => db.kysely.selectFrom('sessions').select('id').execute());
    expect(left).toHaveLength(0);
    expect(await roleOf('boss')).toBeUndefined();
  }, 30_000);
});
