import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { DevDiary } from '../../contracts/dev-diary';
import { expect, test } from './support/fixtures';

/**
 * JavaScript budgets of the public pages (DESIGN.md §5): every script a page loads, each body
 * gzipped here at level 9, summed. Bytes, not timings: the figure is the same on every run and
 * whether or not the server compresses.
 *
 * The goal is 110 KB on `/` and 130 KB elsewhere. React 19 and React Router 7 (104 KB) plus the
 * query cache (11 KB) already exceed the landing page's goal, and no page is under 130 KB yet
 * (docs/decisions/0009-public-bundle-budget.md has the bytes per chunk). Until they are, this is
 * a ratchet: each route may not grow past today's figure rounded up to the next KB. Lower a
 * ceiling when a page shrinks; raise one only for a change that buys more than its bytes, saying
 * why beside it. A route that reaches its goal is held to the goal.
 */
const KB = 1024;
const LANDING_GOAL = 110 * KB;
const PAGE_GOAL = 130 * KB;

const POST = '/dev-diary/:slug';
// Raised by 1 KB on `/` and the diary: the framework chunk carries every React Router export the
// app uses, and the back office's paged lists keep their view in the URL (useSearchParams, 0.3 KB).
const CEILINGS_KB: Record<string, number> = {
  '/': 141,
  // Each +1 for the head links of search presence (issue 9: canonical, feed, icons, manifest;
  // about 190 bytes on every page), which took these two past a ceiling they were within 0.2 KB of.
  '/fighters': 138,
  // 140 until the app marked its hydration on <html> (30 bytes) for the deferred start of scripts
  // (docs/decisions/0011-scripts-after-first-paint.md); 142 since the patch history's query
  // (0.4 KB; the section itself loads only for a fighter that has entries) met the head links.
  '/fighter/1': 142,
  // 142 since the newsletter's two link pages (issue 10) added their entries to the route manifest
  // every page loads (about 30 bytes), which took these two past a ceiling they were within 0.1 KB of.
  '/dev-diary': 142,
  [POST]: 142,
  // 141 since the site's title format and the client-side tab title became shared helpers (the
  // fighter page's title fix; about 20 bytes), which took it past a ceiling it was within 18 bytes of.
  '/support': 141,
  '/blood-message': 138,
  '/about': 137,
  '/help': 140,
  // The pages a mailed link opens: the shell and a button, at the level of the other pages (135.1 KB).
  '/newsletter/confirm': 136,
  '/newsletter/unsubscribe': 136,
};

function limitOf(route: string) {
  const goal = route === '/' ? LANDING_GOAL : PAGE_GOAL;
  return { goal, ceiling: Math.max(goal, (CEILINGS_KB[route] ?? 0) * KB) };
}

async function firstPostSlug(page: Page) {
  const response = await page.request.get('/api/dev-diaries');
  const posts = ((await response.json()) as { data: DevDiary[] }).data;
  return posts[0]!.slug;
}

async function scriptBytes(page: Page, path: string) {
  const bodies: Promise<Buffer | null>[] = [];
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    urls.push(new URL(response.url()).pathname);
    bodies.push(response.body().catch(() => null));
  });
  await page.goto(path, { waitUntil: 'load' });
  // Scripts fetched after the load event (idle work, deferred chunks) count too. Bounded: a video
  // that keeps streaming can hold the network busy long after the last script.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const sizes = (await Promise.all(bodies)).map((body) => (body ? gzipSync(body, { level: 9 }).length : 0));
  return { total: sizes.reduce((sum, size) => sum + size, 0), files: urls.length };
}

async function checkRoute(page: Page, route: string, path = route) {
  const { goal, ceiling } = limitOf(route);
  const { total, files } = await scriptBytes(page, path);
  console.log(
    `${path}: ${(total / KB).toFixed(1)} KB gzip in ${files} scripts (${total} bytes; ceiling ${ceiling / KB} KB, goal ${goal / KB} KB)`,
  );
  expect(total).toBeLessThanOrEqual(ceiling);
}

const routes = [
  '/',
  '/fighters',
  '/fighter/1',
  '/dev-diary',
  '/support',
  '/blood-message',
  '/about',
  '/help',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
];

for (const route of routes) {
  test(`${route} loads at most ${limitOf(route).ceiling / KB} KB of gzipped JavaScript`, async ({ page }) => {
    await checkRoute(page, route);
  });
}

test(`a dev diary post loads at most ${limitOf(POST).ceiling / KB} KB of gzipped JavaScript`, async ({
  page,
}) => {
  await checkRoute(page, POST, `/dev-diary/${await firstPostSlug(page)}`);
});

test('the contact form loads its validation when a visitor starts on it, and checks as before', async ({
  page,
}) => {
  const late: string[] = [];
  await page.goto('/support', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') late.push(new URL(response.url()).pathname);
  });
  const form = page.getByRole('region', { name: 'Contact Support' });
  expect(late).toEqual([]);
  await form.getByLabel('Name').focus();
  await expect.poll(() => late.length).toBeGreaterThan(0);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  // After a submit, typing in a field checks that field again; the other messages stay.
  await form.getByLabel('Name').fill('Mara');
  await expect(form.getByText('Name is required')).toBeHidden();
  await expect(form.getByText('Message is required')).toBeVisible();
  await form.getByLabel('Email').fill('mara@');
  await expect(form.getByText('Email must be a valid email address')).toBeVisible();
});
