import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary, PreviewLink } from '../../contracts/dev-diary';
import { registerWeb } from '../../server/web';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * The editor's Preview: a signed link shows a draft or a scheduled post as its public page will,
 * to anyone holding it, until it expires; it is never indexed nor shared by a cache, and the post's
 * own address stays 404 until it is published.
 */
let t: TestApp;
beforeAll(async () => {
  await ensureProductionBuild();
  // The page cache on, with a long lifetime: a preview must still be read afresh.
  t = await createTestApp({ web: registerWeb, env: { READ_CACHE_SECONDS: '60' } });
});
afterAll(() => t?.close());

const HOUR = 3_600_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const page = (url: string) => t.request({ method: 'GET', url, headers: { 'user-agent': BROWSER } });

async function createPost(title: string, published: boolean, date = new Date()): Promise<DevDiary> {
  const res = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: {
      title,
      excerpt: 'An excerpt.',
      content: 'The body.',
      author: 'A',
      tags: ['News'],
      published,
      date,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function previewLink(postId: number, as: 'admin' | 'super_admin' | null = 'admin') {
  return t.request({ method: 'POST', url: `/api/dev-diaries/${postId}/preview-link`, as, payload: {} });
}

function expectPrivate(res: Awaited<ReturnType<typeof page>>) {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.body).toContain('<meta name="robots" content="noindex"');
}

describe('preview links', () => {
  it('show a draft to a visitor without a session, privately, while its own address stays 404', async () => {
    const draft = await createPost('Preview Of A Secret Draft', false);
    const res = await previewLink(draft.id);
    expect(res.statusCode).toBe(200);
    const link: PreviewLink = res.json().data;
    expect(link.path).toMatch(/^\/dev-diary\/preview\/\d+\.\d+\.[\w-]{43}$/);
    const lifetime = Date.parse(link.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(23.9 * HOUR);
    expect(lifetime).toBeLessThanOrEqual(24 * HOUR);

    const preview = await page(link.path);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Preview Of A Secret Draft');
    expect(preview.body).toContain('The body.');
    expectPrivate(preview);

    expect((await page(`/dev-diary/${draft.slug}`)).statusCode).toBe(404);
    const api = await t.request({ method: 'GET', url: `/api/dev-diaries/slug/${draft.slug}` });
    expect(api.statusCode).toBe(404);
  });

  it('show a scheduled post before its date, and each save at once (never from the page cache)', async () => {
    const scheduled = await createPost('Scheduled For Later', true, new Date(Date.now() + 48 * HOUR));
    const { path } = (await previewLink(scheduled.id)).json().data as PreviewLink;
    expect((await page(path)).body).toContain('Scheduled For Later');
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${scheduled.id}`,
      as: 'admin',
      payload: { ...scheduled, title: 'Scheduled And Renamed', slug: undefined },
    });
    expect(renamed.statusCode).toBe(200);
    const again = await page(path);
    expect(again.body).toContain('Scheduled And Renamed');
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  it('refuse a forged, altered or expired link with a private 404', async () => {
    const draft = await createPost('Draft Behind Expired Links', false);
    const { path } = (await previewLink(draft.id)).json().data as PreviewLink;
    const [postId, expires, signature] = path.split('/').pop()!.split('.');
    const expired = t.app.previewLinks.sign(draft.id, Date.now() - 25 * HOUR).token;
    for (const url of [
      `/dev-diary/preview/${expired}`,
      `/dev-diary/preview/${postId}.${Number(expires) + 3600}.${signature}`,
      `/dev-diary/preview/${postId}.${expires}.${'A'.repeat(43)}`,
      '/dev-diary/preview/not-a-token',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('This preview link has expired or is not valid.');
      expect(res.body).not.toContain('Draft Behind Expired Links');
      expectPrivate(res);
    }
  });

  it('end with the post: a deleted post previews as 404, an unknown one gets no link', async () => {
    const draft = await createPost('Draft To Be Deleted', false);
    const { path } = (await previewLink(draft.id)).json().data as PreviewLink;
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/dev-diaries/${draft.id}`,
      as: 'super_admin',
    });
    expect(removed.statusCode).toBe(200);
    expect((await page(path)).statusCode).toBe(404);
    expect((await previewLink(draft.id)).statusCode).toBe(404);
  });

  it('are made for staff only', async () => {
    const draft = await createPost('Staff Only Preview', false);
    expect((await previewLink(draft.id, null)).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/dev-diaries/0/preview-link', as: 'admin' })).statusCode,
    ).toBe(400);
  });
});
