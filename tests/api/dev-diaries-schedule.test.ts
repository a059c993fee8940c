import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import type { Role } from '../../contracts/user';
import { registerWeb } from '../../server/web';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * Scheduled publishing: a post published with a date ahead stays off every public surface until
 * that moment, then appears by itself, with no write and no restart, even through the caches.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureProductionBuild();
  // Long cache lifetimes: the post must appear at its time, not when the entries happen to expire.
  t = await createTestApp({ web: registerWeb, env: { READ_CACHE_SECONDS: '60' } });
});
afterAll(() => t?.close());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const get = (url: string, as: Role | null = null) =>
  t.request({ method: 'GET', url, as, headers: { 'user-agent': BROWSER } });
const titles = async (url: string, as: Role | null = null) =>
  (await get(url, as)).json().data.map((p: DevDiary) => p.title);

async function createPost(title: string, date: Date, published = true): Promise<DevDiary> {
  const res = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: {
      title,
      excerpt: 'E.',
      content: 'C.',
      author: 'A',
      tags: ['News'],
      published,
      date: date.toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('a post scheduled for later', () => {
  let live: DevDiary;
  let later: DevDiary;
  beforeAll(async () => {
    await t.db.kysely.deleteFrom('dev_diaries').execute();
    live = await createPost('Live now', new Date(Date.now() - 60_000));
    later = await createPost('Coming next week', new Date(Date.now() + 7 * 86_400_000));
    await createPost('Still a draft', new Date(Date.now() - 60_000), false);
  });

  it('is absent from every anonymous read and from plain users', async () => {
    for (const as of [null, 'user'] as const) {
      expect(await titles('/api/dev-diaries', as)).toEqual(['Live now']);
      expect(await titles('/api/dev-diaries?published=true', as)).toEqual(['Live now']);
      expect(await titles('/api/dev-diaries?status=scheduled', as)).toEqual(['Live now']);
      expect((await get('/api/dev-diaries', as)).json().meta.total).toBe(1);
      expect((await get(`/api/dev-diaries/${later.id}`, as)).statusCode).toBe(404);
      expect((await get(`/api/dev-diaries/slug/${later.slug}`, as)).statusCode).toBe(404);
      expect((await get(`/api/dev-diaries/slug/${live.slug}`, as)).statusCode).toBe(200);
    }
    const list = await get('/dev-diary');
    expect(list.body).toContain('Live now');
    expect(list.body).not.toContain('Coming next week');
    expect((await get(`/dev-diary/${later.slug}`)).statusCode).toBe(404);
    // Nor in the feed, the sitemap or the landing page.
    const feed = (await get('/dev-diary/rss.xml')).body;
    expect(feed).toContain('Live now');
    expect(feed).not.toContain('Coming next week');
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`/dev-diary/${live.slug}<`);
    expect(sitemap).not.toContain(later.slug);
    expect((await get('/')).body).not.toContain('Coming next week');
  });

  it('is listed, read and counted as Scheduled for staff', async () => {
    expect(await titles('/api/dev-diaries', 'admin')).toEqual([
      'Coming next week',
      'Still a draft',
      'Live now',
    ]);
    expect(await titles('/api/dev-diaries?status=scheduled', 'admin')).toEqual(['Coming next week']);
    expect(await titles('/api/dev-diaries?status=published', 'admin')).toEqual(['Live now']);
    expect(await titles('/api/dev-diaries?published=true', 'admin')).toEqual(['Live now']);
    expect(await titles('/api/dev-diaries?status=draft', 'super_admin')).toEqual(['Still a draft']);
    expect((await get('/api/dev-diaries?status=scheduled', 'admin')).json().meta.total).toBe(1);
    expect((await get(`/api/dev-diaries/${later.id}`, 'admin')).json().data.title).toBe('Coming next week');
    const stats = (await get('/api/dev-diaries/stats', 'admin')).json().data;
    expect(stats).toEqual({ total: 3, published: 1, drafts: 1, scheduled: 1, featured: 0 });
  });

  it('refuses an unknown status with a message naming the values', async () => {
    const res = await get('/api/dev-diaries?status=later', 'admin');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, data: null });
    expect(res.json().error).toContain('status must be one of published, draft, scheduled');
  });
});

describe('when its time comes', () => {
  it('appears everywhere by itself, though the caches were filled before and live 60 s', async () => {
    await t.db.kysely.deleteFrom('dev_diaries').execute();
    await createPost('Already out', new Date(Date.now() - 60_000));
    const due = await createPost('Due in two seconds', new Date(Date.now() + 2000));
    // Fill the page cache and read everything once while the post is still ahead.
    expect((await get('/dev-diary')).body).not.toContain('Due in two seconds');
    expect((await get('/dev-diary')).headers['x-page-cache']).toBe('HIT');
    expect(await titles('/api/dev-diaries')).toEqual(['Already out']);
    expect((await get(`/api/dev-diaries/slug/${due.slug}`)).statusCode).toBe(404);
    expect((await get('/dev-diary/rss.xml')).body).not.toContain('Due in two seconds');
    expect((await get('/sitemap.xml')).body).not.toContain(due.slug);

    await sleep(Math.max(0, Date.parse(due.date) - Date.now()) + 400);

    const page = await get('/dev-diary');
    expect(page.headers['x-page-cache']).toBe('MISS');
    expect(page.body).toContain('Due in two seconds');
    expect(await titles('/api/dev-diaries')).toEqual(['Due in two seconds', 'Already out']);
    expect((await get(`/api/dev-diaries/slug/${due.slug}`)).statusCode).toBe(200);
    expect((await get(`/dev-diary/${due.slug}`)).body).toContain('Due in two seconds');
    expect((await get('/dev-diary/rss.xml')).body).toContain('Due in two seconds');
    expect((await get('/sitemap.xml')).body).toContain(`/dev-diary/${due.slug}<`);
    const stats = (await get('/api/dev-diaries/stats', 'admin')).json().data;
    expect(stats).toMatchObject({ published: 2, scheduled: 0 });
  });

  it('follows a scheduled date moved by an edit: the timer is set again on every write', async () => {
    await t.db.kysely.deleteFrom('dev_diaries').execute();
    const post = await createPost('Moved earlier', new Date(Date.now() + 86_400_000));
    expect((await get('/dev-diary')).body).not.toContain('Moved earlier');
    const res = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${post.id}`,
      as: 'admin',
      payload: { ...post, date: new Date(Date.now() + 1500).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/dev-diary')).body).not.toContain('Moved earlier');
    expect((await get('/dev-diary')).headers['x-page-cache']).toBe('HIT');
    await sleep(Math.max(0, Date.parse(res.json().data.date) - Date.now()) + 400);
    expect((await get('/dev-diary')).body).toContain('Moved earlier');
  });
});
