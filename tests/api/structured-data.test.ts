import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevDiary } from '../../contracts/dev-diary';
import { createSiteTestApp } from './support/site-app';
import type { TestApp } from './support/test-app';

const PUBLIC_URL = 'https://www.bloodandmayhem.example';
let t: TestApp;
beforeAll(async () => {
  t = await createSiteTestApp({ PUBLIC_URL });
});
afterAll(() => t?.close());

const page = (url: string, host = 'evil.example') => t.request({ method: 'GET', url, headers: { host } });
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];

describe('canonical addresses and structured data in the served HTML', () => {
  it('keeps text from the database inside its JSON-LD block', async () => {
    const title = '</script><script>alert(1)</script> & <!-- Blood -->';
    const res = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as: 'admin',
      payload: {
        title,
        excerpt: '</SCRIPT> too',
        content: 'Body.',
        author: 'A </script> author',
        published: true,
      },
    });
    const post = res.json().data as DevDiary;
    const html = (await page(`/dev-diary/${post.slug}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    const blocks = jsonLdBlocks(html);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).not.toMatch(/<|>/);
    expect(blocks[0]).toContain('\\u003c/script\\u003e');
    const data = JSON.parse(blocks[0]!);
    expect(data).toMatchObject({ '@type': 'BlogPosting', headline: title, description: '</SCRIPT> too' });
    expect(data.author.name).toBe('A </script> author');
  });

  it('builds every absolute address from PUBLIC_URL, never from the Host header', async () => {
    for (const [path, expected] of [
      ['/', '/'],
      ['/fighters?type=Tank', '/fighters'],
      ['/dev-diary?page=2', '/dev-diary'],
      ['/support', '/support'],
      ['/about', '/about'],
      ['/help', '/help'],
      ['/blood-message', '/blood-message'],
    ] as const) {
      const html = (await page(path)).body;
      expect(canonical(html), path).toBe(`${PUBLIC_URL}${expected}`);
      expect(html, path).not.toContain('evil.example');
    }
    const landing = JSON.parse(jsonLdBlocks((await page('/')).body)[0]!);
    expect(landing['@type']).toBe('VideoGame');
    expect(landing.character[0].url).toMatch(new RegExp(`^${PUBLIC_URL}/fighter/\\d+$`));
  });

  it('gives a fighter page its breadcrumb and leaves a missing one without canonical', async () => {
    const html = (await page('/fighter/1')).body;
    expect(canonical(html)).toBe(`${PUBLIC_URL}/fighter/1`);
    const [crumbs] = jsonLdBlocks(html).map((b) => JSON.parse(b));
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/fighters`,
      `${PUBLIC_URL}/fighter/1`,
    ]);
    const missing = await page('/fighter/99999');
    expect(missing.statusCode).toBe(404);
    expect(canonical(missing.body)).toBeUndefined();
    expect(jsonLdBlocks(missing.body)).toEqual([]);
  });

  it('points every page to the feed', async () => {
    for (const path of ['/', '/fighters', '/dev-diary', '/no-such-page']) {
      expect((await page(path)).body, path).toContain(
        '<link rel="alternate" type="application/rss+xml" title="Blood &amp; Mayhem dev diary" href="/dev-diary/rss.xml"/>',
      );
    }
  });
});
