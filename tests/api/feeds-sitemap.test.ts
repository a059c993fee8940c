import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import { seedDemoContent } from '../../server/db/seed/seed';
import { registerWeb } from '../../server/web';
import { ensureProductionBuild } from './support/production-build';
import { type TestApp, createTestApp } from './support/test-app';

let t: TestApp;
/** The same content, served with PUBLIC_URL set. */
let configured: TestApp;
const PUBLIC_URL = 'https://www.bloodandmayhem.example';

beforeAll(async () => {
  await ensureProductionBuild();
  const seed = async (db: TestApp['db']) => void (await seedDemoContent(db));
  t = await createTestApp({ web: registerWeb, env: { READ_CACHE_SECONDS: '60' }, seed });
  configured = await createTestApp({ web: registerWeb, env: { PUBLIC_URL }, seed });
});
afterAll(async () => {
  await t?.close();
  await configured?.close();
});

const get = (url: string, headers: Record<string, string> = {}, app = t) =>
  app.request({ method: 'GET', url, headers: { host: 'site.test', ...headers } });

type Url = { loc: string; lastmod?: string };
async function sitemapUrls(app = t, headers: Record<string, string> = {}): Promise<Url[]> {
  const res = await get('/sitemap.xml', headers, app);
  expect(res.statusCode).toBe(200);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(
    res.body,
  );
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return parsed.urlset.url as Url[];
}

async function listed<T>(url: string): Promise<T[]> {
  return (await t.request({ method: 'GET', url, as: 'super_admin' })).json().data;
}

describe('GET /sitemap.xml', () => {
  it('is a sitemaps.org urlset with a short cache lifetime', async () => {
    const res = await get('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('lists the public pages, every fighter and every published post, never a draft', async () => {
    const draft = (
      await t.request({
        method: 'POST',
        url: '/api/dev-diaries',
        as: 'admin',
        payload: { title: 'Unannounced fighter', content: 'Secret.', author: 'Team', published: false },
      })
    ).json().data as DevDiary;
    const locs = (await sitemapUrls()).map((u) => u.loc);
    for (const path of ['/', '/fighters', '/about', '/blood-message', '/dev-diary', '/support', '/help'])
      expect(locs).toContain(`http://site.test${path}`);
    const fighters = await listed<{ id: number }>('/api/fighters');
    expect(fighters.length).toBeGreaterThan(0);
    for (const fighter of fighters) expect(locs).toContain(`http://site.test/fighter/${fighter.id}`);
    const posts = await listed<DevDiary>('/api/dev-diaries?limit=100');
    const published = posts.filter((p) => p.published);
    expect(published.length).toBeGreaterThan(0);
    for (const post of published) expect(locs).toContain(`http://site.test/dev-diary/${post.slug}`);
    for (const post of posts.filter((p) => !p.published))
      expect(locs).not.toContain(`http://site.test/dev-diary/${post.slug}`);
    expect(locs).not.toContain(`http://site.test/dev-diary/${draft.slug}`);
    expect(locs).toHaveLength(new Set(locs).size);
  });

  it('dates each address in W3C Datetime, from the content it shows', async () => {
    const urls = await sitemapUrls();
    for (const url of urls.filter((u) => u.loc !== 'http://site.test/help'))
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    const [fighter] = await listed<{ id: number; updatedAt: string }>('/api/fighters');
    const entry = urls.find((u) => u.loc === `http://site.test/fighter/${fighter!.id}`);
    expect(Date.parse(entry!.lastmod!)).toBe(Math.floor(Date.parse(fighter!.updatedAt) / 1000) * 1000);
  });

  it('lists only addresses that answer 200', async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(30);
    for (const { loc } of urls) {
      const res = await get(new URL(loc).pathname);
      expect(res.statusCode, loc).toBe(200);
      expect(res.headers['content-type'], loc).toMatch(/^text\/html/);
    }
  });

  it('shows a newly published post at once, and leaves out the About page while inactive', async () => {
    const post = (
      await t.request({
        method: 'POST',
        url: '/api/dev-diaries',
        as: 'admin',
        payload: { title: 'Season two is here', content: 'News.', author: 'Team', published: true },
      })
    ).json().data as DevDiary;
    expect((await sitemapUrls()).map((u) => u.loc)).toContain(`http://site.test/dev-diary/${post.slug}`);

    const about = (await t.request({ method: 'GET', url: '/api/about', as: 'admin' })).json().data;
    const off = await t.request({
      method: 'PUT',
      url: '/api/about',
      as: 'admin',
      payload: { ...about, isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await sitemapUrls()).map((u) => u.loc)).not.toContain('http://site.test/about');
    expect((await get('/about')).statusCode).toBe(404);
  });

  it('lists a post titled in Japanese at its percent-encoded address, which shows the post', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as: 'admin',
      payload: { title: '新しい闘士', content: 'News.', author: 'Team', published: true },
    });
    const post = res.json().data as DevDiary;
    const loc = `http://site.test/dev-diary/${encodeURIComponent('新しい闘士')}`;
    expect(post.slug).toBe('新しい闘士');
    expect((await sitemapUrls()).map((u) => u.loc)).toContain(loc);
    const page = await get(new URL(loc).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('新しい闘士');
    expect(page.body).toContain(`<link rel="canonical" href="${loc}"/>`);
  });

  it('uses PUBLIC_URL for every address when it is set, whatever the Host header says', async () => {
    const urls = await sitemapUrls(configured, { host: 'evil.example' });
    expect(urls.length).toBeGreaterThan(30);
    for (const { loc } of urls) expect(loc.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of /admin and /api/, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/']),
    );
    expect(lines).toContain('Sitemap: http://site.test/sitemap.xml');
  });

  it('names the sitemap under PUBLIC_URL when it is set', async () => {
    const res = await get('/robots.txt', { host: 'evil.example' }, configured);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toContain('evil.example');
  });
});

describe('icons and manifest', () => {
  it('serves /favicon.ico as an icon holding 32 and 16 px images', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
    const body = res.rawPayload;
    // ICONDIR: reserved 0, type 1 (icon), then the image count; each entry starts with its width.
    expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([body[6], body[22]]).toEqual([32, 16]);
  });

  it('serves the manifest with the site name, the dark theme and icons that exist', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body);
    expect(manifest.name).toBe('Blood & Mayhem');
    expect(manifest.theme_color).toBe('#060505');
    expect(manifest.background_color).toBe('#060505');
    const purposes = new Set<string>();
    for (const icon of manifest.icons) {
      purposes.add(icon.purpose);
      const image = await get(icon.src);
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
    expect([...purposes].sort()).toEqual(['any', 'maskable']);
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('serves the apple-touch-icon', async () => {
    const res = await get('/apple-touch-icon.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // PNG width, big-endian, in the IHDR chunk.
    expect(res.rawPayload.readUInt32BE(16)).toBe(180);
  });
});
