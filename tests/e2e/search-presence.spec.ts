import type { Page } from '@playwright/test';
import type { DevDiary } from '../../contracts/dev-diary';
import { allowConsoleErrors, expect, test } from './support/fixtures';

/**
 * What search engines and feed readers find in a page's head (issue 9): the canonical address,
 * the feed, the icons and the structured data, rendered on the server and intact after hydration,
 * with no CSP violation.
 */

async function firstPublishedPost(page: Page) {
  const response = await page.request.get('/api/dev-diaries?published=true&limit=1');
  return ((await response.json()) as { data: DevDiary[] }).data[0]!;
}

async function firstFighterId(page: Page) {
  const response = await page.request.get('/api/fighters');
  return ((await response.json()) as { data: Array<{ id: number }> }).data[0]!.id;
}

/** Collects CSP violations reported in the page, from before its first script runs. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes once whether eval is allowed; that probe is refused under any strict policy.
      if (event.blockedURI === 'eval') return;
      const store = window as unknown as { cspViolations?: string[] };
      (store.cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function expectHeadLinks(page: Page, baseURL: string, canonicalPath: string) {
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${canonicalPath}`);
  const feed = head.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute('title', 'Blood & Mayhem dev diary');
  await expect(feed).toHaveAttribute('href', '/dev-diary/rss.xml');
  await expect(head.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
}

test.beforeEach(async ({ page }) => watchCsp(page));

test('the landing page names itself canonical and describes the game', async ({ page, baseURL }) => {
  await page.request.get('/'); // the second visit comes from the page cache, with its hashed CSP
  await page.goto('/');
  await expectHeadLinks(page, baseURL!, '/');
  const [game, ...others] = await structuredData(page);
  expect(others).toEqual([]);
  expect(game).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: 'Blood & Mayhem',
  });
  expect(game!.url).toBe(`${baseURL}/`);
  expect(game!.gamePlatform).toEqual(['PC']);
  // Every fighter of the roster, however many other specs have added.
  const roster = (await (await page.request.get('/api/fighters')).json()).data as unknown[];
  expect((game!.character as unknown[]).length).toBe(roster.length);
  expect(await cspViolations(page)).toEqual([]);
});

test('a fighter page carries its breadcrumb trail', async ({ page, baseURL }) => {
  const id = await firstFighterId(page);
  const name = ((await (await page.request.get(`/api/fighters/${id}`)).json()) as { data: { name: string } })
    .data.name;
  await page.request.get(`/fighter/${id}`);
  await page.goto(`/fighter/${id}`);
  await expectHeadLinks(page, baseURL!, `/fighter/${id}`);
  const [crumbs] = await structuredData(page);
  expect(crumbs!['@type']).toBe('BreadcrumbList');
  expect(crumbs!.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
    { '@type': 'ListItem', position: 2, name: 'Fighters', item: `${baseURL}/fighters` },
    { '@type': 'ListItem', position: 3, name, item: `${baseURL}/fighter/${id}` },
  ]);
  expect(await cspViolations(page)).toEqual([]);
});

test('a post permalink is a BlogPosting', async ({ page, baseURL }) => {
  const post = await firstPublishedPost(page);
  // Permalinks are rendered for each visit (they count views), with a nonce-based CSP.
  await page.goto(`/dev-diary/${post.slug}`);
  await expectHeadLinks(page, baseURL!, `/dev-diary/${post.slug}`);
  const [posting] = await structuredData(page);
  expect(posting).toMatchObject({
    '@type': 'BlogPosting',
    headline: post.title,
    url: `${baseURL}/dev-diary/${post.slug}`,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    keywords: post.tags,
  });
  expect(await cspViolations(page)).toEqual([]);
});

test('the diary list canonicalises its "Load more" pages to itself', async ({ page, baseURL }) => {
  await page.goto('/dev-diary?page=2');
  await expectHeadLinks(page, baseURL!, '/dev-diary');
  expect(await structuredData(page)).toEqual([]);
});

test('pages that do not exist name no canonical address', async ({ page }) => {
  allowConsoleErrors(page); // the browser logs each 404 document
  await page.goto('/no-such-page');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await page.goto('/fighter/999999');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test('the feed the head points to is there', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  const feed = await page.request.get(href!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
});
