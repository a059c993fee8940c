import type { Page } from '@playwright/test';
import { type ApiSession, apiLogin, bearer, createPost } from '../support/admin-session';
import { allowConsoleErrors, expect, test } from '../support/fixtures';
import {
  DIARY_LIST_API as LIST_API,
  DIARY_SAMPLE_TITLES as SAMPLE_TITLES,
  diaryCards as cards,
  publishedPosts,
} from '../support/public-pages';
import { openWithApp } from './open-with-app';

/**
 * The dev diary once the app runs: posts open in place, "Load more" appends without a reload, and
 * the list's own loading and error states on a client-side navigation.
 */

const PAGE_SIZE = 12;
const loadMore = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Load more' });

/** A marker on window survives client navigation and disappears on a full reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { diaryMarker: boolean }).diaryMarker = true));
}
const documentKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { diaryMarker?: boolean }).diaryMarker === true);

test('a card opens its post in place, and Back to Posts returns, without a reload', async ({ page }) => {
  const posts = await publishedPosts(page);
  const post = posts[1]!;
  await openWithApp(page, '/dev-diary');
  await markDocument(page);

  await cards(page).nth(1).getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/dev-diary/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect(await documentKept(page)).toBe(true);

  await page.getByRole('link', { name: 'Back to Posts' }).click();
  await expect(page).toHaveURL(/\/dev-diary$/);
  await expect(cards(page)).toHaveCount(posts.length);
  expect(await documentKept(page)).toBe(true);
});

test.describe('a list longer than a page', () => {
  let admin: ApiSession;
  const created: number[] = [];

  test.beforeAll(async ({ request }) => {
    admin = await apiLogin(request);
    for (let i = 0; i <= PAGE_SIZE; i += 1)
      created.push((await createPost(request, admin, { title: `Appended post ${i}`, published: true })).id);
  });

  test.afterAll(async ({ request }) => {
    for (const id of created) await request.delete(`/api/dev-diaries/${id}`, { headers: bearer(admin) });
  });

  test('"Load more" appends the next twelve in place, keeping the scroll position', async ({ page }) => {
    const total = Number((await page.request.get('/api/dev-diaries?limit=1')).headers()['x-total-count']);
    await openWithApp(page, '/dev-diary');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).first()).toContainText(`Appended post ${PAGE_SIZE}`);
    await markDocument(page);

    await loadMore(page).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await loadMore(page).click();

    await expect(page).toHaveURL(/\/dev-diary\?page=2$/);
    await expect(cards(page)).toHaveCount(Math.min(total, 2 * PAGE_SIZE));
    // A client navigation, not a reload, and the visitor is where they were.
    expect(await documentKept(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolled - 1);
  });
});

test('shows the loading state while the list loads on a client navigation', async ({ page }) => {
  const post = (await publishedPosts(page))[0]!;
  await openWithApp(page, `/dev-diary/${post.slug}`);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LIST_API, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('link', { name: 'View All Posts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading dev diary...' })).toBeVisible();
  release();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByText('Loading dev diary...')).toHaveCount(0);
});

test('a failed load shows the error with a refresh hint and the three sample posts', async ({ page }) => {
  allowConsoleErrors(page);
  const post = (await publishedPosts(page))[0]!;
  await openWithApp(page, `/dev-diary/${post.slug}`);
  await page.route(LIST_API, (route) => route.abort());

  await page.getByRole('link', { name: 'View All Posts' }).click();
  await expect(page.getByText('Loading dev diary...')).toBeVisible();
  // Three retries with growing delays come first (docs/public-screens.md §9).
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error: Network error. Please check your connection.', {
    timeout: 20_000,
  });
  await expect(alert).toContainText('Please try refreshing the page.');
  await expect(cards(page)).toHaveCount(3);
  for (const title of SAMPLE_TITLES) await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // A sample opens in place too (it has no permalink, so the address stays).
  await page.getByRole('button', { name: SAMPLE_TITLES[1] }).click();
  await expect(page.getByRole('heading', { level: 1, name: SAMPLE_TITLES[1] })).toBeVisible();
  await expect(page).toHaveURL(/\/dev-diary$/);
  await page.getByRole('link', { name: 'Back to Posts' }).click();
  await expect(cards(page)).toHaveCount(3);
});
