import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, bearer, unique } from './support/admin-session';
import { expect, signIn, test } from './support/fixtures';

/**
 * Subscribers Management on a list longer than a page: pages, the server search and the streamed
 * CSV export, with the view held in the URL.
 */

const COUNT = 75;

/** COUNT sign-ups carrying `tag`, oldest first; every fifth from social media. */
async function subscribeMany(request: APIRequestContext, tag: string) {
  for (let i = 0; i < COUNT; i += 1) {
    const data = { email: `${tag}-${i}@example.com`, source: i % 5 === 0 ? 'social' : 'website' };
    expect((await request.post('/api/subscribers', { data })).status()).toBe(201);
  }
}

const list = (page: Page) => page.getByRole('region', { name: /^Subscribers \(\d+\)$/ });
const items = (page: Page) => list(page).getByRole('listitem');

test.describe('subscribers at scale', () => {
  test.describe.configure({ timeout: 60_000 });

  test('pages the list on the server and keeps the view in the URL', async ({ page, request }) => {
    const tag = `page${unique()}`;
    await subscribeMany(request, tag);
    await signIn(page);

    await page.goto('/admin/subscribers');
    await expect(page.getByRole('heading', { name: /^Subscribers \(\d+\)$/ })).toBeVisible();
    expect(await items(page).count()).toBeLessThanOrEqual(50);

    await page.goto(`/admin/subscribers?q=${tag.toUpperCase()}`);
    await expect(page.getByRole('heading', { name: `Subscribers (${COUNT})` })).toBeVisible();
    await expect(items(page)).toHaveCount(50);
    await expect(items(page).first()).toContainText(`${tag}-${COUNT - 1}@example.com`);
    const pages = page.getByRole('navigation', { name: 'Subscriber pages' });
    await expect(pages).toContainText(`Showing 1–50 of ${COUNT}`);
    await expect(pages).toContainText('Page 1 of 2');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(items(page)).toHaveCount(COUNT - 50);
    await expect(items(page).first()).toContainText(`${tag}-${COUNT - 51}@example.com`);
    await expect(pages).toContainText(`Showing 51–${COUNT} of ${COUNT}`);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);

    // The view survives a reload: search box, page and rows.
    await page.reload();
    await expect(page.getByPlaceholder('Search subscribers by email or name...')).toHaveValue(
      tag.toUpperCase(),
    );
    await expect(items(page)).toHaveCount(COUNT - 50);
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

    // A filter goes back to the first page, and the URL says so.
    await page
      .getByRole('group', { name: 'Filter by source' })
      .getByRole('button', { name: 'social' })
      .click();
    await expect(page.getByRole('heading', { name: `Subscribers (${COUNT / 5})` })).toBeVisible();
    await expect(items(page)).toHaveCount(COUNT / 5);
    await expect(page).toHaveURL(/[?&]source=social(&|$)/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(pages).toHaveCount(0);

    await page.goBack();
    await expect(page.getByRole('heading', { name: `Subscribers (${COUNT})` })).toBeVisible();
  });

  test('searches on the server once typing pauses', async ({ page, request }) => {
    const tag = `srch${unique()}`;
    await subscribeMany(request, tag);
    await signIn(page);
    await page.goto('/admin/subscribers');
    await expect(page.getByRole('heading', { name: /^Subscribers \(\d+\)$/ })).toBeVisible();

    const searches: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/subscribers' && url.searchParams.has('search'))
        searches.push(url.searchParams.get('search')!);
    });
    const term = `${tag}-7`;
    await page.getByPlaceholder('Search subscribers by email or name...').pressSequentially(term, {
      delay: 40,
    });
    // -7 and -70 … -74.
    await expect(page.getByRole('heading', { name: 'Subscribers (6)' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}-7(&|$)`));
    expect(searches.at(-1)).toBe(`${tag}-7`);
    // Far fewer requests than keys (a stall of the machine between two keys may add one).
    expect(searches.length).toBeLessThanOrEqual(Math.ceil(term.length / 4));

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByPlaceholder('Search subscribers by email or name...')).toHaveValue('');
    await expect(page).not.toHaveURL(/q=/);
  });

  test("shows a common term's first page at once, then its exact count", async ({ page, request }) => {
    // More matches than a search counts before it answers (1,000): the page comes with a lower
    // bound, and the screen asks for the exact number apart.
    const tag = `many${unique()}`;
    const total = 1020;
    const subscribe = (index: number) =>
      request.post('/api/subscribers', { data: { email: `${tag}-${index}@example.com` } });
    // Sixty at a time, in any order within a batch; the newest one alone, after all the others.
    for (let start = 0; start < total - 1; start += 60) {
      const batch = Array.from({ length: Math.min(60, total - 1 - start) }, (_, i) => subscribe(start + i));
      for (const response of await Promise.all(batch)) expect(response.status()).toBe(201);
    }
    expect((await subscribe(total - 1)).status()).toBe(201);
    await signIn(page);
    const counts: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/subscribers/count') counts.push(url.searchParams.get('search') ?? '');
    });

    await page.goto(`/admin/subscribers?q=${tag}`);
    await expect(page.getByRole('heading', { name: `Subscribers (${total})` })).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Subscriber pages' });
    await expect(pages).toContainText('Showing 1–50 of 1,020');
    await expect(pages).toContainText('Page 1 of 21');
    await expect(items(page)).toHaveCount(50);
    await expect(items(page).first()).toContainText(`${tag}-${total - 1}@example.com`);
    expect(counts).toEqual([tag]);
  });

  test('downloads the server export of the filtered list, showing its progress', async ({
    page,
    request,
  }) => {
    const tag = `csv${unique()}`;
    await subscribeMany(request, tag);
    await signIn(page);
    await page.goto(`/admin/subscribers?q=${tag}&source=website`);
    const expected = COUNT - COUNT / 5;
    await expect(page.getByRole('heading', { name: `Subscribers (${expected})` })).toBeVisible();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let exportUrl: URL | undefined;
    await page.route('**/api/subscribers/export.csv?*', async (route) => {
      exportUrl = new URL(route.request().url());
      await held;
      await route.continue();
    });
    const button = page.getByRole('button', { name: 'Export CSV' });
    const downloadEvent = page.waitForEvent('download');
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Exporting' })).toContainText(
      `of ${expected} subscribers...`,
    );
    await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
    release();

    const download = await downloadEvent;
    await expect(page.getByText('Subscribers exported successfully')).toBeVisible();
    await expect(button).toBeEnabled();
    expect(exportUrl?.searchParams.get('search')).toBe(tag);
    expect(exportUrl?.searchParams.get('source')).toBe('website');

    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'Email,Name,Status,Source,Subscribed At,Confirmed At,IP Hash,Suppressed Reason,Suppressed At',
    );
    // As many rows as the database holds for the same filters, newest first.
    const session = await apiLogin(request);
    const stored = await (
      await request.get(`/api/subscribers?search=${tag}&source=website&limit=500`, {
        headers: bearer(session),
      })
    ).json();
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      (stored.data as { email: string }[]).map((s) => s.email),
    );
    expect(lines).toHaveLength(stored.meta.total + 1);
    expect(stored.meta.total).toBe(expected);
  });
});
