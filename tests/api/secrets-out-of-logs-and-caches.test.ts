import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewLink } from '../../contracts/dev-diary';
import { registerWeb } from '../../server/web';
import { ensureProductionBuild } from './support/production-build';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Tokens travel in some addresses (password reset, newsletter and preview links) and in some API
 * answers (sessions, two-factor secrets, staff data): none of them may reach the request log, the
 * page cache, or a browser's or proxy's cache.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureProductionBuild();
  // The page cache and the read cache on, long enough that only a write would clear them.
  t = await createTestApp({ web: registerWeb, env: { READ_CACHE_SECONDS: '60' } });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

async function previewPath(): Promise<string> {
  const post = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: {
      title: 'Unpublished',
      excerpt: 'E.',
      content: 'Body.',
      author: 'A',
      tags: ['News'],
      published: false,
    },
  });
  const link = await t.request({
    method: 'POST',
    url: `/api/dev-diaries/${post.json().data.id}/preview-link`,
    as: 'admin',
    payload: {},
  });
  return (link.json().data as PreviewLink).path;
}

describe('pages whose address holds a token, and the back office', () => {
  it('are answered no-store and never come from the page cache', async () => {
    const pages = [
      '/admin',
      '/admin/login',
      '/admin/two-factor',
      '/admin/forgot-password',
      '/admin/reset-password?token=reset-token-123',
      '/admin/no-such-page',
      '/newsletter/confirm?token=confirm-token-123',
      '/newsletter/unsubscribe?token=unsubscribe-token-123',
      await previewPath(),
    ];
    for (const url of pages) {
      for (const visit of ['first', 'second']) {
        const res = await get(url);
        expect(res.headers['cache-control'], `${url} ${visit}`).toMatch(/\bno-store\b/);
        expect(res.headers['cache-control'], url).not.toMatch(/public|s-maxage/);
        expect(res.headers['x-page-cache'], `${url} ${visit}`).not.toBe('HIT');
      }
    }
  });

  it('leave an anonymous public page cached as before', async () => {
    await get('/help');
    const again = await get('/help');
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toMatch(/^public, .*s-maxage=60/);
  });
});

describe('API answers holding credentials or staff data', () => {
  const noStore = (res: { headers: Record<string, unknown> }, what: string) =>
    expect(res.headers['cache-control'], what).toBe('no-store');

  it('are no-store on sign-in, two-factor, passkey, password-reset and account routes, whatever the status', async () => {
    const post = (url: string, payload: object, as?: 'admin') =>
      t.request({ method: 'POST', url, payload, as });
    noStore(await post('/api/auth/login', { username: 'test_admin', password: PASSWORD }), 'sign-in');
    noStore(await post('/api/auth/login', { username: 'test_admin', password: 'wrong-password' }), 'refused');
    noStore(await get('/api/auth/login-hints'), 'login hints');
    noStore(await post('/api/auth/login/two-factor', { challenge: 'x', code: '123456' }), 'second step');
    noStore(await post('/api/auth/passkey/options', {}), 'passkey options');
    noStore(await post('/api/two-factor/setup', {}, 'admin'), 'TOTP secret');
    noStore(await post('/api/two-factor/recovery-codes', {}, 'admin'), 'recovery codes');
    noStore(await post('/api/passkeys/registration-options', {}, 'admin'), 'passkey registration');
    noStore(await post('/api/password-reset/check', { token: 'not-a-real-token' }), 'reset check');
    noStore(await t.request({ method: 'GET', url: '/api/account/sessions', as: 'admin' }), 'sessions');
    noStore(await get('/api/account/sessions'), 'sessions without a session');
  });

  it('are no-store for any request that presents a session', async () => {
    for (const url of ['/api/users', '/api/faqs', '/api/dashboard', '/api/subscribers?limit=1']) {
      noStore(await t.request({ method: 'GET', url, as: 'admin' }), url);
    }
    noStore(await get('/api/faqs', { authorization: 'Bearer not-a-session' }), 'an unknown token');
  });

  it('leave anonymous public reads their ETag, read cache and caching headers', async () => {
    // A signed-in visitor's read may fill the read cache: what it keeps must not carry no-store.
    await t.request({ method: 'GET', url: '/api/faqs?category=General', as: 'user' });
    const first = await get('/api/faqs?category=General');
    expect(first.headers['cache-control']).toBeUndefined();
    expect(first.headers.etag).toBeDefined();
    const again = await get('/api/faqs?category=General', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await get('/api/fighters')).headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
  });
});

describe('the request log', () => {
  let logged: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // The log at info, written to `lines` rather than standard output.
    logged = await createTestApp({
      web: registerWeb,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    // What the set-up logged (its own sign-ins) is not this test's.
    lines.length = 0;
  });
  afterAll(() => logged?.close());

  it('names the pages and parameters asked for, never their tokens', async () => {
    const secrets = [
      'R3set-t0ken',
      'C0nfirm-t0ken',
      'Unsub-t0ken',
      'Prev1ew-sig',
      'Api-t0ken',
      'Bearer-s3cret',
    ];
    const requests = [
      { method: 'GET', url: `/admin/reset-password?token=${secrets[0]}` },
      { method: 'GET', url: `/newsletter/confirm?token=${secrets[1]}` },
      { method: 'POST', url: `/newsletter/unsubscribe?token=${secrets[2]}`, payload: `token=${secrets[2]}` },
      { method: 'GET', url: `/dev-diary/preview/1.1790000000000.${secrets[3]}` },
      {
        method: 'GET',
        url: `/api/faqs?token=${secrets[4]}`,
        headers: { authorization: `Bearer ${secrets[5]}` },
      },
    ] as const;
    for (const request of requests) {
      await logged.app.inject({
        ...request,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...('headers' in request ? request.headers : {}),
        },
      });
    }
    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    const urls = lines
      .map((line) => JSON.parse(line) as { req?: { url: string } })
      .flatMap((e) => e.req?.url ?? []);
    expect(urls).toEqual([
      '/admin/reset-password?token=[redacted]',
      '/newsletter/confirm?token=[redacted]',
      '/newsletter/unsubscribe?token=[redacted]',
      '/dev-diary/preview/[redacted]',
      '/api/faqs?token=[redacted]',
    ]);
  });
});
