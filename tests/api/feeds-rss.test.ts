import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevDiary, excerptOf } from '../../contracts/dev-diary';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // The caches on, for long: only the invalidation of a staff write can make a new post show.
  t = await createSiteTestApp();
});
afterAll(() => t?.close());

const ORIGIN = 'http://feeds.test';
const parser = new Parser();
const feed = (headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/dev-diary/rss.xml', headers: { host: 'feeds.test', ...headers } });
const parsedFeed = async () => parser.parseString((await feed()).body);

async function createPost(over: Partial<DevDiary> & { title: string }) {
  const res = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: { content: 'A paragraph of the post.', author: 'The Team', published: true, ...over },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as DevDiary;
}

async function publishedPosts(): Promise<DevDiary[]> {
  const res = await t.request({ method: 'GET', url: '/api/dev-diaries?published=true&limit=100' });
  return res.json().data;
}

describe('GET /dev-diary/rss.xml', () => {
  it('answers an RSS 2.0 document a feed parser reads, with a short cache lifetime', async () => {
    const res = await feed();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.body).toContain(
      `<atom:link href="${ORIGIN}/dev-diary/rss.xml" rel="self" type="application/rss+xml"/>`,
    );
    const parsed = await parser.parseString(res.body);
    expect(parsed.title).toBe('Blood & Mayhem dev diary');
    expect(parsed.link).toBe(`${ORIGIN}/dev-diary`);
    expect(parsed.items.length).toBe((await publishedPosts()).length);
  });

  it('lists the 20 latest published posts, newest first, with their fields', async () => {
    for (let i = 0; i < 22; i += 1) {
      await createPost({
        title: `Patch notes ${i}`,
        excerpt: `What changed in patch ${i}.`,
        tags: ['Patch', `Season ${i % 3}`],
        date: new Date(Date.UTC(2025, 0, 1 + i, 12)).toISOString(),
      });
    }
    const expected = (await publishedPosts()).slice(0, 20);
    const { items } = await parsedFeed();
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.title)).toEqual(expected.map((post) => post.title));
    for (const [i, item] of items.entries()) {
      const post = expected[i]!;
      expect(item.link).toBe(`${ORIGIN}/dev-diary/${post.slug}`);
      expect(item.guid).toBe(item.link);
      // RFC 822 carries whole seconds.
      expect(new Date(item.pubDate!).getTime()).toBe(Math.floor(Date.parse(post.date) / 1000) * 1000);
      expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.creator).toBe(post.author);
      expect(item.categories).toEqual(post.tags);
      expect(item.content).toBe(excerptOf(post));
    }
  });

  it('escapes titles, excerpts and tags, non-ASCII text included', async () => {
    const title = `Fire & <Blood>: "Ænima" — it's ✓ 血`;
    await createPost({
      title,
      excerpt: 'A < B && C > D, </description><evil/>',
      tags: ['R&D', '<Lore>'],
      // Now: newer than every seeded post, and not scheduled (a later date would hide it).
      date: new Date().toISOString(),
    });
    const res = await feed();
    expect(res.body).not.toContain('<Blood>');
    expect(res.body).not.toContain('<evil/>');
    const [item] = (await parser.parseString(res.body)).items;
    expect(item?.title).toBe(title);
    // The slug keeps the kanji; the link carries it percent-encoded, as a URL must.
    expect(item?.link).toBe(`${ORIGIN}/dev-diary/fire-and-blood-aenima-its-${encodeURIComponent('血')}`);
    expect(item?.content).toBe('A < B && C > D, </description><evil/>');
    expect(item?.categories).toEqual(['R&D', '<Lore>']);
  });

  it('carries the whole post as content:encoded, its site addresses absolute, beside the text excerpt', async () => {
    const post = await createPost({
      title: 'Rich feed post',
      excerpt: '',
      content:
        '<h2>New arena</h2><p>See <a href="/fighters">the roster</a>.</p>' +
        '<p><img src="/media/uploads/arena.png" alt="The arena" /></p>',
      date: new Date(Date.now() - 60_000).toISOString(),
    });
    const body = (await feed()).body;
    expect(body).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const item = (await parsedFeed()).items.find((i) => i.title === post.title)!;
    expect(item['content:encoded']).toBe(
      `<h2>New arena</h2><p>See <a href="${ORIGIN}/fighters">the roster</a>.</p>` +
        `<p><img src="${ORIGIN}/media/uploads/arena.png" alt="The arena" /></p>`,
    );
    // The description stays text: the excerpt made of the content's words.
    expect(item.content).toBe('New arena See the roster.');
    await t.request({ method: 'DELETE', url: `/api/dev-diaries/${post.id}`, as: 'admin' });
  });

  it('shows a newly published post at once and never a draft', async () => {
    const before = await parsedFeed();
    const date = new Date().toISOString();
    const draft = await createPost({ title: 'Secret draft about the next fighter', published: false, date });
    expect((await parsedFeed()).items.map((i) => i.title)).not.toContain(draft.title);
    const published = await createPost({ title: 'A brand new post', date });
    const after = await parsedFeed();
    expect(after.items[0]?.title).toBe(published.title);
    expect(after.items.map((i) => i.title)).not.toContain(draft.title);
    expect(after.items).toHaveLength(before.items.length);
    // Unpublishing takes it out again.
    const toggle = await t.request({
      method: 'PUT',
      url: `/api/dev-diaries/${published.id}`,
      as: 'admin',
      payload: { ...published, published: false },
    });
    expect(toggle.statusCode).toBe(200);
    expect((await parsedFeed()).items.map((i) => i.title)).not.toContain(published.title);
  });

  it('is compressed and answers 304 to a reader that holds it', async () => {
    const res = await feed({ 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await feed({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.request({ method: 'HEAD', url: '/dev-diary/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body).toBe('');
  });
});
