import type { Page } from '@playwright/test';
import { allowConsoleErrors, expect, test } from '../support/fixtures';
import { roster } from '../support/public-pages';
import { openWithApp } from './open-with-app';

/**
 * Client-side navigations between public pages, which exist once the app runs: the loading state
 * while a page's data arrives, the error when it cannot, the fade between fighters. A visitor who
 * follows the same links before the app starts gets whole pages from the server instead, which
 * the other public specs cover.
 */

// The public queries name the page's locale (docs/decisions/0054-content-translations.md).
const FAQ_API = /\/api\/faqs\?published=true&locale=en$/;
const ROSTER_API = /\/api\/fighters\?locale=en$/;
const fighterApi = (id: number) => new RegExp(`/api/fighters/${id}\\?locale=en$`);
const questions = (page: Page) =>
  page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('heading', { level: 3 });

/** Reaches /support by a client navigation (footer link), so the FAQ is fetched by the browser. */
async function openSupportFromFooter(page: Page) {
  await openWithApp(page, '/help');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
}

test('a client navigation shows the loading state until the roster arrives', async ({ page }) => {
  await openWithApp(page, '/about');
  await page.route(ROSTER_API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('banner').getByRole('link', { name: 'FIGHTERS' }).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading fighters...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your Fighter' })).toBeVisible();
});

test('a failed load shows the error and the refresh hint, and no roster', async ({ page }) => {
  test.slow(); // the query retries three times with growing delays before giving up
  allowConsoleErrors(page);
  await openWithApp(page, '/about');
  await page.route(ROSTER_API, (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'FIGHTERS' }).first().click();
  await expect(page.getByText('Error: Network error. Please check your connection.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Please try refreshing the page.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
});

test('the page fades out before moving to the next fighter', async ({ page }) => {
  const fighters = await roster(page);
  await openWithApp(page, `/fighter/${fighters[0]!.id}`);
  const profile = page.getByRole('region', { name: fighters[0]!.name });
  await page.getByRole('link', { name: `Next fighter: ${fighters[1]!.name}` }).click();
  await expect(profile).toHaveClass(/opacity-0/);
  await expect(page).toHaveURL(new RegExp(`/fighter/${fighters[1]!.id}$`));
  await expect(page.getByRole('region', { name: fighters[1]!.name })).toHaveClass(/opacity-100/);
});

test('a client navigation shows the loading state while the fighter loads', async ({ page }) => {
  const fighters = await roster(page);
  await openWithApp(page, `/fighter/${fighters[0]!.id}`);
  await page.route(fighterApi(fighters[1]!.id), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.getByRole('link', { name: `Next fighter: ${fighters[1]!.name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading fighter...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fighters[1]!.name })).toBeVisible();
});

test('a failed load shows the error with the way back to the roster', async ({ page }) => {
  test.slow(); // three retries with growing delays come first
  allowConsoleErrors(page);
  const fighters = await roster(page);
  await openWithApp(page, `/fighter/${fighters[0]!.id}`);
  await page.route(fighterApi(fighters[1]!.id), (route) => route.abort());
  await page.getByRole('link', { name: `Next fighter: ${fighters[1]!.name}` }).click();
  await expect(page.getByText('Error: Network error. Please check your connection.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Back to Fighters' })).toHaveAttribute('href', '/fighters');
});

test('a client navigation shows a loading state, then the content', async ({ page }) => {
  await openWithApp(page, '/fighters');
  // The About page reads `/api/about?locale=en`: matched by its path, whatever its query.
  await page.route(
    (url) => url.pathname === '/api/about',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    },
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
});

test('with no FAQs at all it says so, without a Clear Filters button', async ({ page }) => {
  await page.route(FAQ_API, (route) => route.fulfill({ json: { success: true, data: [], error: null } }));
  await openSupportFromFooter(page);
  await expect(page.getByText('No FAQs available at the moment.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
});

test('a failed FAQ load shows the error in red with Try Again, which retries', async ({ page }) => {
  allowConsoleErrors(page);
  await page.route(FAQ_API, (route) => route.abort());
  await openSupportFromFooter(page);
  await expect(page.getByText('Loading FAQs...')).toBeVisible();

  // Three retries with growing delays come first (docs/public-screens.md §9).
  const message = page.getByText('Network error. Please check your connection.');
  await expect(message).toBeVisible({ timeout: 20_000 });
  await expect(message).toHaveCSS('color', 'rgb(224, 74, 74)');

  await page.unroute(FAQ_API);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(questions(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
});

test('the server error text is shown when the API refuses', async ({ page }) => {
  await page.route(FAQ_API, (route) =>
    route.fulfill({ status: 503, json: { success: false, data: null, error: 'FAQs are resting' } }),
  );
  allowConsoleErrors(page);
  await openSupportFromFooter(page);
  await expect(page.getByText('FAQs are resting')).toBeVisible({ timeout: 20_000 });
});
