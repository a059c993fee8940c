import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import type { DevDiaryRevision } from '../../contracts/dev-diary-revision';
import { registerWeb } from '../../server/web';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp } from './support/test-app';

/** A post's cover image: stored, kept or removed by a save, versioned, and shown on the public pages. */
let t: TestApp;
beforeAll(async () => {
  await ensureProductionBuild();
  t = await createTestApp({ web: registerWeb });
});
afterAll(() => t?.close());

const COVER = '/uploads/2026/11/cover-ashen-keep.webp';
const body = (fields: Record<string, unknown> = {}) => ({
  title: 'Cover Story',
  excerpt: 'An excerpt.',
  content: 'The body.',
  author: 'A',
  tags: ['Art'],
  published: true,
  ...fields,
});
const save = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.request({ method, url, as: 'super_admin', payload });

describe('a post cover image', () => {
  it('is stored on create, kept by a save that leaves it out, and removed by null', async () => {
    const created = await save('POST', '/api/dev-diaries', body({ title: 'Cover Kept', coverImage: COVER }));
    expect(created.statusCode).toBe(201);
    const post: DevDiary = created.json().data;
    expect(post.coverImage).toBe(COVER);

    const kept = await save('PUT', `/api/dev-diaries/${post.id}`, body({ title: 'Cover Kept, Renamed' }));
    expect(kept.json().data.coverImage).toBe(COVER);

    const removed = await save('PUT', `/api/dev-diaries/${post.id}`, body({ coverImage: null }));
    expect(removed.json().data.coverImage).toBeNull();
    const read = await t.request({ method: 'GET', url: `/api/dev-diaries/${post.id}`, as: 'super_admin' });
    expect(read.json().data.coverImage).toBeNull();
  });

  it('refuses anything but a site path or an http(s) URL, and changes nothing', async () => {
    const post: DevDiary = (await save('POST', '/api/dev-diaries', body({ coverImage: COVER }))).json().data;
    for (const coverImage of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 42]) {
      const res = await save('PUT', `/api/dev-diaries/${post.id}`, body({ coverImage }));
      expect(res.statusCode, String(coverImage)).toBe(400);
      expect(res.json().error).toMatch(/^Cover image must be/);
    }
    const read = await t.request({ method: 'GET', url: `/api/dev-diaries/${post.id}`, as: 'super_admin' });
    expect(read.json().data.coverImage).toBe(COVER);
  });

  it('is kept by each revision and comes back with a restore', async () => {
    const post: DevDiary = (await save('POST', '/api/dev-diaries', body({ coverImage: COVER }))).json().data;
    await save('PUT', `/api/dev-diaries/${post.id}`, body({ coverImage: '/uploads/2026/11/other.webp' }));
    const revisions = await t.request({
      method: 'GET',
      url: `/api/dev-diaries/${post.id}/revisions`,
      as: 'super_admin',
    });
    const [before] = revisions.json().data as DevDiaryRevision[];
    expect(before!.coverImage).toBe(COVER);
    const restored = await t.request({
      method: 'POST',
      url: `/api/dev-diaries/${post.id}/revisions/${before!.id}/restore`,
      as: 'super_admin',
      payload: {},
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.coverImage).toBe(COVER);
  });

  it('shows on the diary card and the post, and is the link preview image', async () => {
    const post: DevDiary = (
      await save('POST', '/api/dev-diaries', body({ title: 'Cover On The Page', coverImage: COVER }))
    ).json().data;
    const page = await t.request({ method: 'GET', url: `/dev-diary/${post.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${COVER}"`));
    expect(page.body).toMatch(new RegExp(`<img[^>]+src="${COVER}"[^>]+fetchPriority="high"`, 'i'));
    const list = await t.request({ method: 'GET', url: '/dev-diary' });
    expect(list.body).toMatch(new RegExp(`<img[^>]+src="${COVER}"[^>]+loading="lazy"`));
  });
});
