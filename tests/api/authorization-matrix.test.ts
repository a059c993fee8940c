import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/user';
import { seedDemoContent } from '../../server/db/seed/seed';
import type { Database } from '../../server/db/schema';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Every API route × {anonymous, user, admin, super_admin}. Who may pass each route's guard is
 * written down here; a route the app has but this table lacks (or the reverse) fails the suite, so
 * a new route cannot ship without a decision. Refused calls must change nothing in the database.
 */
type Access = 'public' | 'signed-in' | 'staff' | 'super-admin';
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/login-hints': 'public',
  'GET /api/auth/me': 'signed-in',
  'POST /api/auth/logout': 'signed-in',
  'PUT /api/auth/password': 'signed-in',
  'POST /api/auth/login/two-factor': 'public',
  'GET /api/password-reset': 'public',
  'POST /api/password-reset/request': 'public',
  'POST /api/password-reset/check': 'public',
  'POST /api/password-reset/complete': 'public',
  'POST /api/mail/webhooks/mailgun': 'public',
  'GET /api/two-factor': 'staff',
  'POST /api/two-factor/setup': 'staff',
  'POST /api/two-factor/confirm': 'staff',
  'POST /api/two-factor/disable': 'staff',
  'POST /api/two-factor/recovery-codes': 'staff',
  'POST /api/auth/passkey/options': 'public',
  'POST /api/auth/passkey/verify': 'public',
  'GET /api/passkeys': 'staff',
  'POST /api/passkeys/registration-options': 'staff',
  'POST /api/passkeys/register': 'staff',
  'PATCH /api/passkeys/:id': 'staff',
  'DELETE /api/passkeys/:id': 'staff',
  'GET /api/fighters': 'public',
  'GET /api/fighters/:id': 'public',
  'POST /api/fighters': 'staff',
  'PUT /api/fighters/:id': 'staff',
  'PUT /api/fighters/:id/translations/:locale': 'staff',
  'DELETE /api/fighters/:id': 'staff',
  'GET /api/fighters/:id/history': 'public',
  'PATCH /api/fighters/:id/history/:entryId': 'staff',
  'GET /api/dev-diaries': 'public',
  'GET /api/dev-diaries/:id': 'public',
  'GET /api/dev-diaries/stats': 'staff',
  'GET /api/dev-diaries/slug/:slug': 'public',
  'POST /api/dev-diaries': 'staff',
  'PUT /api/dev-diaries/:id': 'staff',
  'DELETE /api/dev-diaries/:id': 'staff',
  'GET /api/dev-diaries/:id/revisions': 'staff',
  'POST /api/dev-diaries/:id/revisions/:revisionId/restore': 'staff',
  'POST /api/dev-diaries/:id/preview-link': 'staff',
  'GET /api/dev-diaries/:id/email': 'staff',
  'POST /api/dev-diaries/:id/email': 'staff',
  'PUT /api/dev-diaries/:id/translations/:locale': 'staff',
  'GET /api/faqs': 'public',
  'GET /api/faqs/:id': 'public',
  'POST /api/faqs': 'staff',
  'PUT /api/faqs/reorder': 'staff',
  'PUT /api/faqs/:id': 'staff',
  'PUT /api/faqs/:id/translations/:locale': 'staff',
  'DELETE /api/faqs/:id': 'staff',
  'POST /api/subscribers': 'public',
  'POST /api/subscribers/confirm': 'public',
  'POST /api/subscribers/unsubscribe': 'public',
  'GET /api/subscribers/preferences': 'public',
  'PUT /api/subscribers/preferences': 'public',
  'POST /api/subscribers/:id/resend-confirmation': 'staff',
  'GET /api/subscribers': 'staff',
  'GET /api/subscribers/stats': 'staff',
  'GET /api/subscribers/count': 'staff',
  'GET /api/subscribers/export.csv': 'staff',
  'DELETE /api/subscribers/:id': 'staff',
  'POST /api/feedback': 'public',
  'GET /api/feedback': 'staff',
  'GET /api/feedback/stats': 'staff',
  'GET /api/feedback/:id': 'staff',
  'PUT /api/feedback/:id': 'staff',
  'DELETE /api/feedback/:id': 'staff',
  'GET /api/feedback/:id/attachments/:attachmentId': 'staff',
  'POST /api/support-messages': 'public',
  'GET /api/support-messages': 'staff',
  'GET /api/support-messages/:id': 'staff',
  'PUT /api/support-messages/:id': 'staff',
  'DELETE /api/support-messages/:id': 'staff',
  'GET /api/users': 'staff',
  'GET /api/users/stats': 'staff',
  'GET /api/users/:id': 'staff',
  'POST /api/users': 'super-admin',
  'PUT /api/users/:id': 'staff',
  'DELETE /api/users/:id': 'staff',
  'POST /api/users/:id/two-factor-enrolment-link': 'staff',
  'GET /api/account/profile': 'staff',
  'PUT /api/account/profile': 'staff',
  'PUT /api/account/password': 'staff',
  'POST /api/account/reauthenticate': 'staff',
  'GET /api/account/sessions': 'staff',
  'DELETE /api/account/sessions/:id': 'staff',
  'POST /api/account/sessions/sign-out-others': 'staff',
  'GET /api/about': 'public',
  'PUT /api/about': 'staff',
  'PUT /api/about/translations/:locale': 'staff',
  'GET /api/game-modes': 'public',
  'GET /api/game-modes/:id': 'public',
  'POST /api/game-modes': 'staff',
  'PUT /api/game-modes/:id': 'staff',
  'PUT /api/game-modes/:id/translations/:locale': 'staff',
  'DELETE /api/game-modes/:id': 'staff',
  'GET /api/chapters': 'public',
  'GET /api/chapters/:id': 'public',
  'POST /api/chapters': 'staff',
  'PUT /api/chapters/reorder': 'staff',
  'PUT /api/chapters/:id': 'staff',
  'PUT /api/chapters/:id/translations/:locale': 'staff',
  'DELETE /api/chapters/:id': 'staff',
  'POST /api/uploads': 'staff',
  'GET /api/media': 'staff',
  'GET /api/media/:id': 'staff',
  'PUT /api/media/:id': 'staff',
  'DELETE /api/media/:id': 'staff',
  'GET /api/dashboard/stats': 'staff',
  'GET /api/audit-log': 'super-admin',
  'GET /api/mail-outbox': 'super-admin',
  'GET /api/site-settings': 'public',
  'PUT /api/site-settings': 'super-admin',
};

const ROLES: (Role | null)[] = [null, 'user', 'admin', 'super_admin'];
const allowed = (access: Access, role: Role | null) =>
  access === 'public' ||
  (access === 'signed-in' && role !== null) ||
  (access === 'staff' && (role === 'admin' || role === 'super_admin')) ||
  (access === 'super-admin' && role === 'super_admin');
const expectedRefusal = (role: Role | null) => (role === null ? 401 : 403);

let t: TestApp;
let targetUserId = 0;
/** A post of the admin's own, with one revision: an admin reads and restores only its own posts. */
let ownPostId = 0;
let ownRevisionId = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: async (db) => void (await seedDemoContent(db)) });
  const target = await t.request({
    method: 'POST',
    url: '/api/users',
    as: 'super_admin',
    payload: {
      name: 'Target',
      username: 'matrix_target',
      email: 'target@test.example',
      password: PASSWORD,
      role: 'user',
    },
  });
  targetUserId = target.json().data.id;
  const own = {
    title: 'Matrix post',
    excerpt: 'E.',
    content: 'C.',
    author: 'Test admin',
    tags: ['News'],
  };
  const post = await t.request({ method: 'POST', url: '/api/dev-diaries', as: 'admin', payload: own });
  ownPostId = post.json().data.id;
  await t.request({
    method: 'PUT',
    url: `/api/dev-diaries/${ownPostId}`,
    as: 'admin',
    payload: { ...own, title: 'Matrix post, revised' },
  });
  const revisions = await t.request({
    method: 'GET',
    url: `/api/dev-diaries/${ownPostId}/revisions`,
    as: 'admin',
  });
  ownRevisionId = revisions.json().data[0].id;
});
afterAll(() => t.close());

/** The routes the app serves, read from its OpenAPI document (which must therefore list them all). */
function documentedRoutes(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`,
    ),
  );
}

const TABLES: (keyof Database)[] = [
  'users',
  'fighters',
  'abilities',
  'fighter_history',
  'dev_diaries',
  'dev_diary_revisions',
  'faqs',
  'subscribers',
  'support_messages',
  'feedback',
  'feedback_attachments',
  'about',
  'game_modes',
  'chapters',
  'media',
  'audit_log',
  'content_translations',
];
async function fingerprint() {
  const parts: Record<string, unknown> = {};
  for (const table of TABLES)
    parts[table] = await t.db.kysely.selectFrom(table).selectAll().orderBy('id').execute();
  return JSON.stringify(parts);
}

function urlFor(route: string): string {
  const path = route.split(' ')[1]!;
  return path
    .replace('/api/dev-diaries/:id/revisions', `/api/dev-diaries/${ownPostId}/revisions`)
    .replace(':revisionId', String(ownRevisionId))
    .replace('/api/users/:id', `/api/users/${targetUserId}`)
    .replace(':slug', 'inside-the-blood-engine')
    .replace(':attachmentId', '1')
    .replace(':entryId', '1')
    .replace(':locale', 'fr')
    .replace(':id', '1');
}

describe('authorization matrix', () => {
  it('covers every API route of the app, and only those', () => {
    expect(documentedRoutes().sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it('refuses every caller the table does not allow, and the refusal changes nothing', async () => {
    const before = await fingerprint();
    const checked: string[] = [];
    for (const [route, access] of Object.entries(ACCESS)) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      for (const role of ROLES) {
        if (allowed(access, role)) continue;
        const res = await t.request({
          method,
          url: urlFor(route),
          as: role,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${route} as ${role ?? 'anonymous'}`).toBe(expectedRefusal(role));
        expect(res.json(), `${route} as ${role ?? 'anonymous'}`).toMatchObject({
          success: false,
          data: null,
        });
        checked.push(`${route} ${role}`);
      }
    }
    expect(checked.length).toBeGreaterThan(60);
    expect(await fingerprint()).toBe(before);
  });

  it('lets every allowed caller past the guard', async () => {
    for (const [route, access] of Object.entries(ACCESS)) {
      const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      if (method !== 'GET') continue; // writes by allowed roles are covered by each resource's tests
      for (const role of ROLES) {
        if (!allowed(access, role)) continue;
        const res = await t.request({ method, url: urlFor(route), as: role });
        expect([401, 403], `${route} as ${role ?? 'anonymous'} answered ${res.statusCode}`).not.toContain(
          res.statusCode,
        );
      }
    }
  });
});
