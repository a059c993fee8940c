import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp();
});
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, headers });

async function firstFighter() {
  const res = await t.request({ method: 'GET', url: '/api/fighters/1', as: 'admin' });
  return res.json().data as Record<string, unknown> & { id: number; name: string };
}

async function renameFighter(id: number, name: string) {
  const fighter = await firstFighter();
  const res = await t.request({
    method: 'PUT',
    url: `/api/fighters/${id}`,
    as: 'admin',
    payload: { ...fighter, name },
  });
  expect(res.statusCode).toBe(200);
}

describe('page cache', () => {
  it('answers the second anonymous visit from memory', async () => {
    const first = await page('/about');
    expect(first.statusCode).toBe(200);
    const second = await page('/about');
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toMatch(/public/);
    expect(second.headers['cache-control']).toMatch(/s-maxage=60/);
    expect(second.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
  });

  it('shows a staff edit at once on a cached page', async () => {
    const fighter = await firstFighter();
    await page(`/fighter/${fighter.id}`);
    expect((await page(`/fighter/${fighter.id}`)).headers['x-page-cache']).toBe('HIT');
    await renameFighter(fighter.id, 'RENAMED BY STAFF');
    const after = await page(`/fighter/${fighter.id}`);
    expect(after.body).toContain('RENAMED BY STAFF');
    expect((await page('/fighters')).body).toContain('RENAMED BY STAFF');
  });

  it('does not serve what changed behind the API until a write invalidates it', async () => {
    await page('/fighters');
    await t.db.kysely
      .updateTable('fighters')
      .set({ name: 'CHANGED IN THE DATABASE' })
      .where('id', '=', 2)
      .execute();
    // Proof the page really came from memory: a change that bypassed the API is not seen yet.
    expect((await page('/fighters')).body).not.toContain('CHANGED IN THE DATABASE');
    // Visitors' own writes (a newsletter sign-up) show on no page and leave the cache alone.
    const signUp = await t.request({
      method: 'POST',
      url: '/api/subscribers',
      payload: { email: 'visitor@example.com' },
    });
    expect(signUp.statusCode).toBeLessThan(300);
    expect((await page('/fighters')).headers['x-page-cache']).toBe('HIT');
    await renameFighter(1, 'ANOTHER NAME');
    expect((await page('/fighters')).body).toContain('CHANGED IN THE DATABASE');
  });

  it('never gives staff (or anyone with credentials) a cached page', async () => {
    await page('/help');
    const staff = await t.request({ method: 'GET', url: '/help', as: 'admin' });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['x-page-cache']).toBeUndefined();
    expect(staff.headers['cache-control'] ?? '').not.toMatch(/public/);
    const withCookie = await page('/help', { cookie: 'a=b' });
    expect(withCookie.headers['x-page-cache']).toBeUndefined();
  });

  it('never caches the back office or a page that is not a 200', async () => {
    await page('/admin');
    expect((await page('/admin')).headers['x-page-cache']).toBeUndefined();
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect((await page('/no-such-page')).headers['x-page-cache']).not.toBe('HIT');
  });

  it('answers HEAD from the cache with the length of the page', async () => {
    const full = await page('/support');
    const head = await t.request({ method: 'HEAD', url: '/support' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);
    expect(head.body).toBe('');
  });

  it('gives a cached page a strict CSP built from the hashes of its inline scripts', async () => {
    await page('/');
    const res = await page('/');
    expect(res.headers['x-page-cache']).toBe('HIT');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce-/);
    expect(res.body).not.toMatch(/nonce="/);
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter((content) => content.length > 0);
    expect(inline.length).toBeGreaterThan(0);
    for (const content of inline) {
      const hash = createHash('sha256').update(content).digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  it('keeps per-response nonces on pages it does not cache', async () => {
    const staff = await t.request({ method: 'GET', url: '/', as: 'admin' });
    const csp = String(staff.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(staff.body).toContain(`nonce="${nonce}"`);
    // Everything else runs no inline script at all: the policy names no nonce and no hash.
    const api = await t.request({ method: 'GET', url: '/api/fighters' });
    expect(String(api.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });
});
