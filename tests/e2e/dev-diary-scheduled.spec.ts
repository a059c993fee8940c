import { apiLogin, bearer, signInAsSuperAdmin, unique } from './support/admin-session';
import { allowConsoleErrors, expect, test } from './support/fixtures';

/**
 * Scheduled publishing (issue 9): a post published with a date ahead is nowhere on the public site
 * until that moment, then everywhere, by itself, through the page cache the server runs here.
 * The spec uses a delay of seconds rather than minutes.
 */
// Long enough for every step before the moment to finish first on a slow, busy machine.
const DELAY_MS = 20_000;

test('a scheduled post stays hidden until its time, then appears everywhere by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The permalink answers 404 while the post is ahead: the browser logs that response.
  allowConsoleErrors(page);
  const session = await apiLogin(request);
  const title = `Scheduled reveal ${unique()}`;
  const date = new Date(Date.now() + DELAY_MS).toISOString();
  const created = await request.post('/api/dev-diaries', {
    headers: bearer(session),
    data: {
      title,
      excerpt: 'Goes live by itself.',
      content: 'Written ahead, published on time.',
      author: session.user.name,
      tags: ['News'],
      published: true,
      date,
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()).data as { id: number; slug: string };

  // Invisible to visitors: the list page (twice, so the second comes from the page cache), the
  // permalink, and the API's list and lookups.
  for (let i = 0; i < 2; i++) {
    await page.goto('/dev-diary');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  }
  // From the cache: fresh (HIT), or just past its few seconds on a slow machine (STALE, sent
  // while one render replaces it). Either way the cached page must not show the post yet.
  const cached = await request.get('/dev-diary');
  expect(['HIT', 'STALE']).toContain(cached.headers()['x-page-cache']);
  expect(await cached.text()).not.toContain(title);
  expect((await request.get(`/dev-diary/${post.slug}`)).status()).toBe(404);
  const list = await (await request.get('/api/dev-diaries')).json();
  expect(list.data.map((p: { title: string }) => p.title)).not.toContain(title);
  expect((await request.get(`/api/dev-diaries/${post.id}`)).status()).toBe(404);
  expect((await request.get(`/api/dev-diaries/slug/${post.slug}`)).status()).toBe(404);

  // Staff see it as Scheduled, with its time.
  await signInAsSuperAdmin(page, request);
  await page.goto('/admin/dev-diaries?status=scheduled');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(row.locator('time')).toHaveAttribute('datetime', date);
  await expect(page.getByLabel('Filter by status')).toHaveValue('scheduled');

  // Then its time comes: no write, no restart.
  await page.waitForTimeout(Math.max(0, Date.parse(date) - Date.now()));
  await expect
    .poll(async () => (await request.get('/dev-diary')).text(), { timeout: 4_000, intervals: [250] })
    .toContain(title);
  await page.goto('/dev-diary');
  await expect(page.getByText(title)).toBeVisible();
  await page.goto(`/dev-diary/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const after = await (await request.get('/api/dev-diaries')).json();
  expect(after.data.map((p: { title: string }) => p.title)).toContain(title);
  expect((await request.get(`/api/dev-diaries/slug/${post.slug}`)).status()).toBe(200);
});
