import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/db/seed/seed';
import { auditRowsAfter, lastAuditId } from './support/audit';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/** An entry commits with its change or not at all, and never holds a secret. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoContent(db)) });
});
afterAll(() => t.close());

const as = 'super_admin' as const;
const get = async (url: string) => (await t.request({ method: 'GET', url, as })).json().data;

/** Runs `write` while the audit table cannot take a row: every audited write then fails. */
async function withAuditTableGone(write: () => Promise<void>) {
  await sql`ALTER TABLE audit_log RENAME TO audit_log_away`.execute(t.db.kysely);
  try {
    await write();
  } finally {
    await sql`ALTER TABLE audit_log_away RENAME TO audit_log`.execute(t.db.kysely);
  }
}

describe('audit entries and their changes commit together', () => {
  it('keeps no change when the audit entry cannot be written', async () => {
    const faq = await get('/api/faqs/1');
    const fighter = await get('/api/fighters/1');
    const historyBefore = await get('/api/fighters/1/history');
    const users = await get('/api/users?limit=500');
    await withAuditTableGone(async () => {
      const faqSave = await t.request({
        method: 'PUT',
        url: '/api/faqs/1',
        as,
        payload: { ...faq, question: 'Gone?' },
      });
      expect(faqSave.statusCode).toBe(500);
      // The fighter save has its own transaction (abilities, patch history): it must join the outer one.
      const stats = { ...fighter.stats, baseHP: fighter.stats.baseHP === 10 ? 9 : fighter.stats.baseHP + 1 };
      const fighterSave = await t.request({
        method: 'PUT',
        url: '/api/fighters/1',
        as,
        payload: { ...fighter, stats },
      });
      expect(fighterSave.statusCode).toBe(500);
      const userCreate = await t.request({
        method: 'POST',
        url: '/api/users',
        as,
        payload: {
          name: 'Ghost',
          username: 'ghost',
          email: 'ghost@test.example',
          password: PASSWORD,
          role: 'user',
        },
      });
      expect(userCreate.statusCode).toBe(500);
    });
    expect(await get('/api/faqs/1')).toEqual(faq);
    expect(await get('/api/fighters/1')).toEqual(fighter);
    expect(await get('/api/fighters/1/history')).toEqual(historyBefore);
    expect((await get('/api/users?limit=500')).length).toBe(users.length);
  });

  it('keeps no entry when the write is refused inside its transaction', async () => {
    const before = await lastAuditId(t);
    // The email belongs to another account: the unique check fails inside the user's transaction.
    const clash = await t.request({
      method: 'PUT',
      url: `/api/users/${t.userIds.user}`,
      as,
      payload: { email: 'admin@test.example' },
    });
    expect(clash.statusCode).toBe(409);

    // A restore whose slug another post has taken since: refused after the revision was kept.
    const post = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as,
      payload: { title: 'Slug owner', excerpt: 'E.', content: 'C.', author: 'A', tags: ['News'] },
    });
    const { id, ...body } = post.json().data;
    await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${id}`,
      as,
      payload: { ...body, title: 'Renamed' },
    });
    await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as,
      payload: { title: 'Slug owner', excerpt: 'E.', content: 'C.', author: 'A', tags: ['News'] },
    });
    const revisions = await get(`/api/dev-diaries/${id}/revisions`);
    const afterSetup = await lastAuditId(t);
    const restore = await t.request({
      method: 'POST',
      url: `/api/dev-diaries/${id}/revisions/${revisions[0].id}/restore`,
      as,
      payload: {},
    });
    expect(restore.statusCode).toBe(409);
    expect(await get(`/api/dev-diaries/${id}/revisions`)).toEqual(revisions);
    expect(await auditRowsAfter(t, afterSetup)).toEqual([]);
    // Only the three setup writes were recorded.
    expect((await auditRowsAfter(t, before)).map((row) => row.action)).toEqual([
      'create',
      'update',
      'create',
    ]);
  });
});

describe('audit entries never hold a secret', () => {
  it('keeps no password, hash or token after sign-ins, account changes and password changes', async () => {
    const secretPassword = 'Secret-Sauce-42!';
    const newPassword = 'Another-Secret-77?';
    const created = await t.request({
      method: 'POST',
      url: '/api/users',
      as,
      payload: {
        name: 'Keeper',
        username: 'keeper',
        email: 'keeper@test.example',
        password: secretPassword,
        role: 'admin',
      },
    });
    const keeper = created.json().data.id;
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'keeper', password: secretPassword },
    });
    const token = login.json().data.token as string;
    await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'keeper', password: `${secretPassword}x` },
    });
    await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      token,
      payload: { currentPassword: secretPassword, newPassword },
    });
    const reset = await t.request({
      method: 'PUT',
      url: `/api/users/${keeper}`,
      as,
      payload: { password: `${newPassword}-reset` },
    });
    expect(reset.statusCode).toBe(200);

    const everything = JSON.stringify(await t.db.kysely.selectFrom('audit_log').selectAll().execute());
    const hashes = await t.db.kysely.selectFrom('users').select('password_hash').execute();
    const sessions = await t.db.kysely.selectFrom('sessions').select('token_hash').execute();
    for (const secret of [
      secretPassword,
      newPassword,
      token,
      ...hashes.map((h) => h.password_hash),
      ...sessions.map((s) => s.token_hash),
    ])
      expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/argon2/);
    const entries = await get(`/api/audit-log?entity=user&entityId=${keeper}`);
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'password_reset',
      'password_change',
      'sign_in_failed',
      'sign_in',
      'create',
    ]);
    expect(entries[0].summary).toBe('password');
  });
});
