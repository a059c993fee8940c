import { bearer, createPost, signInAsSuperAdmin } from './support/admin-session';
import { expect, test } from './support/fixtures';

/** The editor's Preview: a draft opened through its signed link by someone without an account. */

test('a draft previews through its link in a browser without a session, as the public page shows it', async ({
  page,
  request,
  browser,
}) => {
  const session = await signInAsSuperAdmin(page, request);
  const post = await createPost(request, session, { title: `Preview draft ${Date.now()}` });

  await page.goto(`/admin/dev-diaries/edit/${post.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(post.title);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const link = page.getByLabel(/^Preview link of the saved post/);
  await expect(link).toHaveValue(/\/dev-diary\/preview\/\d+\.\d+\.[\w-]{43}$/);
  await expect(page.getByRole('link', { name: 'Open preview' })).toHaveAttribute('target', '_blank');
  const url = await link.inputValue();

  // A colleague with no account: a fresh context, no cookie, no stored token.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  const response = await visitor.goto(url, { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(visitor.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(visitor.getByText('Second paragraph.')).toBeVisible();

  // The post's own address stays unknown to visitors until it is published.
  const stored = await request.get(`/api/dev-diaries/${post.id}`, { headers: bearer(session) });
  const { slug } = (await stored.json()).data as { slug: string };
  const permalink = await visitor.goto(`/dev-diary/${slug}`, { waitUntil: 'domcontentloaded' });
  expect(permalink?.status()).toBe(404);

  // A link changed by one character leads nowhere.
  const forged = await visitor.goto(
    url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    { waitUntil: 'domcontentloaded' },
  );
  expect(forged?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Preview unavailable' })).toBeVisible();
  await stranger.close();
});
