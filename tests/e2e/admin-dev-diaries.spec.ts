import type { Page } from '@playwright/test';
import { apiLogin, createPost, listOf, signInAsSuperAdmin, unique } from './support/admin-session';
import { allowConsoleErrors, expect, test } from './support/fixtures';

/**
 * Dev Diary Management (docs/back-office-screens.md §2, §4, §8); the server pages, filters, searches and
 * counts.
 */

/** The list call (`/api/dev-diaries?limit=…`), not the stats or one post. */
const LIST = /\/api\/dev-diaries\?/;

type Post = {
  id: number;
  title: string;
  published: boolean;
  featured: boolean;
  author: string;
  tags: string[];
};

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

async function openMenu(page: Page, title: string) {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  return page.getByRole('menu');
}

test.describe('dev diary list', () => {
  test('pages the posts on the server and keeps the view in the URL', async ({ page, request }) => {
    test.setTimeout(60_000);
    const session = await signInAsSuperAdmin(page, request);
    const tag = `Paged ${unique()}`;
    for (let i = 0; i < 52; i += 1) await createPost(request, session, { title: `${tag} entry ${i}` });
    await page.goto(`/admin/dev-diaries?q=${encodeURIComponent(tag.toUpperCase())}&status=draft`);
    await expect(page.getByRole('heading', { name: 'Posts (52)' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(50);
    const pages = page.getByRole('navigation', { name: 'Post pages' });
    await expect(pages).toContainText('Showing 1–50 of 52');
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
    await expect(page.getByPlaceholder('Search posts by title, author, or tags...')).toHaveValue(
      tag.toUpperCase(),
    );
    await page.getByPlaceholder('Search posts by title, author, or tags...').fill(`${tag} entry 5`);
    // 5, 50 and 51.
    await expect(page.getByRole('heading', { name: 'Posts (3)' })).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
  });

  test('shows the stats, the table and the filtered total', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const posts = await listOf<Post>(request, session, '/api/dev-diaries?limit=500');
    await page.goto('/admin/dev-diaries');
    await expect(page.getByRole('heading', { name: 'Dev Diary Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute(
      'href',
      '/admin/dev-diaries/new',
    );
    await expect(page.getByRole('heading', { name: `Posts (${posts.length})` })).toBeVisible();
    for (const label of ['Total Posts', 'Published', 'Drafts', 'Featured'])
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Title',
      'Author',
      'Status',
      'Featured',
      'Date',
      'Views',
      'Actions',
    ]);

    // A post with more than two tags shows two chips and '+N'.
    const tagged = posts.find((post) => post.tags.length > 2)!;
    const row = rowOf(page, tagged.title);
    await expect(row.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      ...tagged.tags.slice(0, 2),
      `+${tagged.tags.length - 2}`,
    ]);
    await expect(row.getByRole('cell').nth(4)).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/,
    );
  });

  test('searches title, author and tags and filters by status and featured', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const posts = await listOf<Post>(request, session, '/api/dev-diaries?limit=500');
    await page.goto('/admin/dev-diaries');
    const search = page.getByPlaceholder('Search posts by title, author, or tags...');

    const sample = posts[0]!;
    await search.fill(sample.author.toUpperCase());
    const byAuthor = posts.filter((post) => post.author.toLowerCase().includes(sample.author.toLowerCase()));
    await expect(page.getByRole('heading', { name: `Posts (${byAuthor.length})` })).toBeVisible();

    await search.fill('patch notes');
    const byTag = posts.filter(
      (post) =>
        post.title.toLowerCase().includes('patch notes') ||
        post.tags.some((tag) => tag.toLowerCase().includes('patch notes')),
    );
    await expect(page.getByRole('heading', { name: `Posts (${byTag.length})` })).toBeVisible();

    await search.fill('');
    const status = page.getByLabel('Filter by status');
    // Scheduled (issue 9): published posts whose date is still ahead.
    await expect(status.locator('option')).toHaveText(['All Posts', 'Published', 'Drafts', 'Scheduled']);
    await status.selectOption({ label: 'Drafts' });
    await expect(
      page.getByRole('heading', { name: `Posts (${posts.filter((p) => !p.published).length})` }),
    ).toBeVisible();
    await expect(page.getByRole('table').getByText('Published', { exact: true })).toHaveCount(0);

    await status.selectOption({ label: 'All Posts' });
    const featured = page.getByLabel('Filter by featured');
    await expect(featured.locator('option')).toHaveText(['All Posts', 'Featured Only', 'Not Featured']);
    await featured.selectOption({ label: 'Featured Only' });
    await expect(
      page.getByRole('heading', { name: `Posts (${posts.filter((p) => p.featured).length})` }),
    ).toBeVisible();
    await featured.selectOption({ label: 'Not Featured' });
    await expect(
      page.getByRole('heading', { name: `Posts (${posts.filter((p) => !p.featured).length})` }),
    ).toBeVisible();

    await search.fill(`nothing-matches-${unique()}`);
    await expect(page.getByText('No dev diaries found matching your criteria.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Posts (0)' })).toBeVisible();
  });

  test('shows the loading state, then the error in red with a toast', async ({ page, request }) => {
    allowConsoleErrors(page);
    await signInAsSuperAdmin(page, request);
    let fail: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.route(LIST, async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/admin/dev-diaries');
    await expect(page.getByText('Loading dev diaries...')).toBeVisible();
    fail();
    await expect(page.getByRole('table').getByText('Failed to load dev diaries')).toBeVisible();
    // The message is red (blood-400).
    await expect(page.getByRole('table').getByText('Failed to load dev diaries')).toHaveCSS(
      'color',
      'rgb(224, 74, 74)',
    );
    await expect(page.getByText('Failed to load dev diaries. Please try again.')).toBeVisible();
  });

  test('publishes, unpublishes, features and unfeatures a post', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session, { published: false });
    await page.goto('/admin/dev-diaries');
    const row = rowOf(page, post.title);
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Post published successfully!')).toBeVisible();
    await expect(row.getByText('Published', { exact: true })).toBeVisible();

    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Unpublish' }).click();
    await expect(page.getByText('Post unpublished successfully!')).toBeVisible();
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();

    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Mark as Featured' }).click();
    await expect(page.getByText('Post featured successfully!')).toBeVisible();
    await expect(row.getByRole('img', { name: 'Featured', exact: true })).toBeVisible();

    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Remove from Featured' }).click();
    await expect(page.getByText('Post unfeatured successfully!')).toBeVisible();
    await expect(row.getByRole('img', { name: 'Not featured' })).toBeVisible();
  });

  test('Edit opens the editor for the post', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session);
    await page.goto('/admin/dev-diaries');
    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/dev-diaries/edit/${post.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
  });

  test('deletes a post after confirmation', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session);
    await page.goto('/admin/dev-diaries');
    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this post? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, post.title)).toHaveCount(1);

    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post deleted successfully!')).toBeVisible();
    await expect(rowOf(page, post.title)).toHaveCount(0);
    expect(
      (
        await request.get(`/api/dev-diaries/${post.id}`, {
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).status(),
    ).toBe(404);
  });

  test('reports failed updates and deletes', async ({ page, request }) => {
    allowConsoleErrors(page);
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session);
    await page.route(`**/api/dev-diaries/${post.id}`, (route) => {
      if (route.request().method() === 'PUT')
        return route.fulfill({
          status: 409,
          json: { success: false, data: null, error: 'The post changed meanwhile' },
        });
      if (route.request().method() === 'DELETE')
        return route.fulfill({ status: 500, json: { success: false, data: null, error: 'Internal error' } });
      return route.continue();
    });
    await page.goto('/admin/dev-diaries');
    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('The post changed meanwhile')).toBeVisible();

    await (await openMenu(page, post.title)).getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete post')).toBeVisible();
    await expect(rowOf(page, post.title)).toHaveCount(1);
  });

  test('stays usable at 390 px: the table scrolls and the row menu stays in reach', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session);
    await page.goto('/admin/dev-diaries');
    const scroller = page.getByRole('region', { name: 'Posts table' });
    expect(await scroller.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const trigger = page.getByRole('button', { name: `Actions for ${post.title}` });
    await trigger.scrollIntoViewIfNeeded();
    await expect(trigger).toBeInViewport();
    await trigger.click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  });
});

test('the API refuses an anonymous write', async ({ request }) => {
  const session = await apiLogin(request);
  const [post] = await listOf<Post>(request, session, '/api/dev-diaries');
  expect((await request.delete(`/api/dev-diaries/${post!.id}`)).status()).toBe(401);
});
