import type { Page } from '@playwright/test';
import { type ApiSession, apiLogin, bearer, createPost } from './support/admin-session';
import { expect, test } from './support/fixtures';

/**
 * A long dev diary is shown twelve posts at a time: the first page is server-rendered, "Load more"
 * links to `?page=N` (pages 1 to N), so it works before the scripts run and survives a reload.
 */

const PAGE_SIZE = 12;
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const loadMore = (page: Page) => page.getByRole('main').getByRole('link', { name: 'Load more' });

let admin: ApiSession;
const created: number[] = [];
let total = 0;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request);
  // Enough published posts for a second page, and a third one whatever the other specs left.
  for (let i = 0; i < 2 * PAGE_SIZE + 1; i += 1)
    created.push((await createPost(request, admin, { title: `Paging post ${i}`, published: true })).id);
  const response = await request.get('/api/dev-diaries?limit=1');
  total = Number(response.headers()['x-total-count']);
  expect(total).toBeGreaterThan(2 * PAGE_SIZE);
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`/api/dev-diaries/${id}`, { headers: bearer(admin) });
});

test('a page link shows every post up to that page, then no "Load more" at the end', async ({ page }) => {
  const lastPage = Math.ceil(total / PAGE_SIZE);
  await page.goto(`/dev-diary?page=${lastPage}`);
  await expect(cards(page)).toHaveCount(total);
  await expect(loadMore(page)).toHaveCount(0);

  // Nonsense reads as the first page rather than an error.
  await page.goto('/dev-diary?page=banana');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test('"Load more" works before the scripts run: the server renders the longer list', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/dev-diary');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await loadMore(page).click();
  await expect(page).toHaveURL(/\/dev-diary\?page=2$/);
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await context.close();
});
