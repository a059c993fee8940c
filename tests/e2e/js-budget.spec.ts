import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { DevDiary } from '../../contracts/dev-diary';
import { REFUSED_PAGE_FORM, allowConsoleErrors, expect, test, waitForHydration } from './support/fixtures';

/**
 * JavaScript budgets of the public pages: every script a page loads, each body gzipped here at
 * level 9, summed, may not pass 150 KB: what React DOM, React Router and the query cache take
 * (the shared chunks, 117 KB) plus the app's own code as it was measured when React came
 * back to the browser (docs/decisions/0023-react-in-the-browser.md). Bytes, not timings: the
 * figure is the same on every run and whether or not the server compresses. The log line gives
 * the app's own share beside the shared chunks'.
 */
const KB = 1024;
const PAGE_BUDGET = 150 * KB;
/** The chunks every page shares: React, React DOM, the router (`framework-`) and the query cache. */
const SHARED_CHUNK = /^\/assets\/(framework|query)-/;

const POST = '/dev-diary/:slug';

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
  // The scripts are what this test weighs: they start once the page has painted.
  await waitForHydration(page);
  // The app starts some work when the browser is idle (the query cache's persistence, root.tsx):
  // an idle callback asked for now runs after it, so its chunk is always weighed, however busy
  // the machine is.
  await page.evaluate(
    () => new Promise((resolve) => window.requestIdleCallback(() => resolve(null), { timeout: 5000 })),
  );
  // Scripts fetched after the load event (idle work, deferred chunks) count too. Bounded: a video
  // that keeps streaming can hold the network busy long after the last script.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const sizes = (await Promise.all(bodies)).map((body) => (body ? gzipSync(body, { level: 9 }).length : 0));
  const sum = (keep: (url: string) => boolean) =>
    sizes.reduce((total, size, i) => (keep(urls[i]!) ? total + size : total), 0);
  return { total: sum(() => true), shared: sum((url) => SHARED_CHUNK.test(url)), files: urls.length };
}

async function checkRoute(page: Page, route: string, path = route) {
  const budget = PAGE_BUDGET;
  const { total, shared, files } = await scriptBytes(page, path);
  console.log(
    `${path}: ${(total / KB).toFixed(1)} KB gzip in ${files} scripts, ${((total - shared) / KB).toFixed(1)} KB ` +
      `of them the app's own (${total} bytes; budget ${budget / KB} KB)`,
  );
  expect(shared).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(budget);
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
  '/newsletter',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/newsletter/preferences',
];

for (const route of routes) {
  test(`${route} loads at most ${PAGE_BUDGET / KB} KB of gzipped JavaScript`, async ({ page }) => {
    // Without a link's token the preference page answers 400 with its message, which the browser logs.
    if (route === '/newsletter/preferences') allowConsoleErrors(page, REFUSED_PAGE_FORM);
    await checkRoute(page, route);
  });
}

test(`a dev diary post loads at most ${PAGE_BUDGET / KB} KB of gzipped JavaScript`, async ({ page }) => {
  await checkRoute(page, POST, `/dev-diary/${await firstPostSlug(page)}`);
});

test('the contact form loads its validation when a visitor starts on it, and checks as before', async ({
  page,
}) => {
  const late: string[] = [];
  await page.goto('/support', { waitUntil: 'load' });
  // About what the running app loads on demand: it has to be running first. Without it, on a busy
  // machine the click below can beat hydration and post the form natively (the page's action
  // then answers, as tests/e2e/no-js covers), which is not what this test checks.
  await waitForHydration(page);
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
