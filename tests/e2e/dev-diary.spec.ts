import { excerptOf } from '../../contracts/dev-diary';
import { textOf } from '../../contracts/rich-text';
import { apiLogin, bearer, createPost, unique } from './support/admin-session';
import { allowConsoleErrors, expect, test } from './support/fixtures';
import { diaryCards as cards, publishedPosts } from './support/public-pages';

/** The dev diary (docs/public-screens.md §2 "Dev diary", §4, §8): list, post in place, permalinks. */

test('lists the published posts as cards with excerpt, author, date, two tags, +N, tag count and FEATURED', async ({
  page,
}) => {
  const posts = await publishedPosts(page);
  expect(posts.length).toBeGreaterThan(2);
  await page.goto('/dev-diary');

  await expect(page.getByRole('heading', { level: 1, name: 'DEV DIARY' })).toBeVisible();
  await expect(cards(page)).toHaveCount(posts.length);
  await expect(page.getByText('Balance Patch 0.9.4 Preview: Notes in Progress')).toHaveCount(0); // a draft

  const withManyTags = posts.findIndex((post) => post.tags.length > 2);
  const post = posts[withManyTags]!;
  const card = cards(page).nth(withManyTags);
  await expect(card.getByRole('heading', { name: post.title })).toBeVisible();
  await expect(card).toContainText(excerptOf(post));
  await expect(card).toContainText(post.author);
  await expect(card.locator('time')).toHaveAttribute('datetime', post.date);
  await expect(card).toContainText(`${post.tags.length} tags`);
  const tags = card.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(tags).toHaveCount(3);
  await expect(tags.nth(0)).toHaveText(post.tags[0]!);
  await expect(tags.nth(1)).toHaveText(post.tags[1]!);
  await expect(tags.nth(2)).toContainText(`+${post.tags.length - 2}`);

  const featured = posts.filter((p) => p.featured).length;
  expect(featured).toBeGreaterThan(0);
  await expect(page.getByRole('main').getByText('FEATURED', { exact: true })).toHaveCount(featured);
});

test('a card opens the post under its permalink, and Back to Posts and View All Posts return to the list', async ({
  page,
}) => {
  const posts = await publishedPosts(page);
  const post = posts[1]!;
  await page.goto('/dev-diary');
  await cards(page).nth(1).getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(new RegExp(`/dev-diary/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  // The content is rich text: each of its paragraphs shows as one, the first one's words first.
  const paragraphs = post.content.match(/<p>/g) ?? [];
  await expect(page.getByRole('article').locator('.rich-text p')).toHaveCount(paragraphs.length);
  await expect(page.getByText(textOf(post.content).split('\n\n')[0]!)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // Share buttons are decoration: hidden from assistive technology, nothing to tab to.
  await expect(page.getByRole('button', { name: /share/i })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to Posts' }).click();
  await expect(page).toHaveURL(/\/dev-diary$/);
  await expect(cards(page)).toHaveCount(posts.length);

  await cards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: posts[0]!.title })).toBeVisible();
  await page.getByRole('link', { name: 'View All Posts' }).click();
  await expect(page).toHaveURL(/\/dev-diary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'DEV DIARY' })).toBeVisible();
});

test('a permalink is rendered on the server with its title and Open Graph tags, and counts a view', async ({
  page,
  request,
}) => {
  const post = (await publishedPosts(page))[2]!;
  const before = post.views;

  // A browser's user agent: Playwright's own is a bot's, and bots' reads are not counted.
  const response = await request.get(`/dev-diary/${post.slug}`, {
    headers: {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = post.title.replace(/&/g, '&amp;');
  expect(html).toContain(`<h1`);
  expect(html).toContain(escaped);
  expect(html).toContain(`<meta property="og:title" content="${escaped}"`);
  expect(html).toContain('<meta property="og:description"');
  const after = (await publishedPosts(page)).find((p) => p.id === post.id)!;
  expect(after.views).toBeGreaterThan(before);

  await page.goto(`/dev-diary/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await page.getByRole('link', { name: 'View All Posts' }).click();
  await expect(page).toHaveURL(/\/dev-diary$/);
  await expect(cards(page).first()).toBeVisible();
});

test('a post titled in Japanese keeps its title in the address, opened from its card and loaded directly', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request);
  const post = await createPost(request, admin, { title: `闘士の記録 ${unique()}`, published: true });
  expect(post.slug.startsWith('闘士の記録-')).toBe(true);
  const path = () => decodeURIComponent(new URL(page.url()).pathname);

  await page.goto('/dev-diary');
  await page.getByRole('link', { name: post.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect(path()).toBe(`/dev-diary/${post.slug}`);

  // The same address typed or shared: rendered by the server from the percent-encoded path.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect(path()).toBe(`/dev-diary/${post.slug}`);
  await request.delete(`/api/dev-diaries/${post.id}`, { headers: bearer(admin) });
});

test('an unknown permalink answers 404 with a friendly message and a way back', async ({ page, request }) => {
  allowConsoleErrors(page); // the browser logs the 404 document itself
  expect((await request.get('/dev-diary/no-such-post-here')).status()).toBe(404);

  await page.goto('/dev-diary/no-such-post-here');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the Dev Diary' }).click();
  await expect(page).toHaveURL(/\/dev-diary$/);
  await expect(page.getByRole('heading', { level: 1, name: 'DEV DIARY' })).toBeVisible();
});
