import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { bearer, createPost, signInAsSuperAdmin, unique } from './support/admin-session';
import { allowConsoleErrors, expect, test } from './support/fixtures';

/** Dev diary editor (docs/back-office-screens.md §2, §4, §5, §8). */

const PREDEFINED = [
  'PC',
  'Blood & Mayhem',
  'Development',
  'Character Design',
  'Art',
  'Technical',
  'Combat System',
  'Gameplay',
  'News',
  'Update',
  'Feature',
  'Community',
  'Tournament',
  'Competitive',
  'Balance',
  'Patch Notes',
];

async function fillPost(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill('A short excerpt for the list.');
  await page.getByLabel('Content').fill('The first paragraph.\n\nThe second paragraph.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Lore');
  await page.getByRole('textbox', { name: 'Tags' }).press('Enter');
}

const suggestions = (page: Page) => page.getByRole('list', { name: 'Tag suggestions' }).getByRole('listitem');
const selected = (page: Page) => page.getByRole('list', { name: 'Selected tags' }).getByRole('listitem');

test.describe('dev diary editor', () => {
  test('create mode: header, defaults, the content editor and the preview', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/new');
    await expect(page.getByRole('heading', { name: 'Create New Post' })).toBeVisible();
    await expect(page.getByLabel('Author')).toHaveValue('Studio Admin');
    await expect(page.getByRole('switch', { name: 'Featured Post' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const today = new Date().toLocaleDateString('en-US', { dateStyle: 'long' });
    await expect(page.getByRole('button', { name: /^Publish Date/ })).toHaveText(today);
    await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(page.getByText('A rich text editor is coming soon.', { exact: false })).toHaveCount(0);

    const preview = page.getByRole('article', { name: 'Post preview' });
    await page.getByLabel('Title').fill('Preview title');
    await page.getByLabel('Excerpt').fill('Preview excerpt');
    await expect(preview).toContainText('Preview title');
    await expect(preview).toContainText('Preview excerpt');
    await expect(preview).toContainText('Studio Admin');
    await expect(preview).toContainText(
      new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    );
    await expect(preview.getByRole('img', { name: 'Featured' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Featured Post' }).click();
    await expect(preview.getByRole('img', { name: 'Featured' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to dev diaries' }).click();
    await expect(page).toHaveURL(/\/admin\/dev-diaries$/);
  });

  test('shows every validation message, checked after trimming', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/new');
    await page.getByLabel('Title').fill('   ');
    await page.getByLabel('Author').fill('  ');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    for (const message of [
      'Title is required',
      'Excerpt is required',
      'Content is required',
      'Author is required',
      'At least one tag is required',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dev-diaries\/new$/);

    await page.getByLabel('Title').fill('Now with a title');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await expect(page.getByText('Excerpt is required')).toBeVisible();
  });

  test('adds tags with Enter and from the suggestions', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/new');
    await expect(suggestions(page)).toHaveText(PREDEFINED.slice(0, 10).map((tag) => `Add tag ${tag}`));

    const input = page.getByRole('textbox', { name: 'Tags' });
    await input.fill('  Lore  ');
    await input.press('Enter');
    await expect(selected(page)).toHaveText(['Lore']);
    await expect(input).toHaveValue('');
    await input.fill('lore');
    await input.press('Enter');
    await input.fill('   ');
    await input.press('Enter');
    await expect(selected(page)).toHaveText(['Lore']);

    await page.getByRole('button', { name: 'Add tag PC' }).click();
    await page.getByRole('button', { name: 'Add tag Art' }).click();
    await page.getByRole('button', { name: 'Add tag News' }).click();
    await expect(selected(page)).toHaveText(['Lore', 'PC', 'Art', 'News']);
    // Used tags leave the suggestions; the next unused ones move up.
    await expect(suggestions(page)).toHaveText(
      PREDEFINED.filter((tag) => !['PC', 'Art', 'News'].includes(tag))
        .slice(0, 10)
        .map((tag) => `Add tag ${tag}`),
    );
    await expect(
      page
        .getByRole('article', { name: 'Post preview' })
        .getByRole('list', { name: 'Tags' })
        .getByRole('listitem'),
    ).toHaveText(['Lore', 'PC', 'Art', '+1']);

    await page.getByRole('button', { name: 'Remove tag PC' }).click();
    await expect(selected(page)).toHaveText(['Lore', 'Art', 'News']);
  });

  test('the date picker starts weeks on Sunday and shows a long date', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/new');
    await page.getByRole('button', { name: /^Publish Date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose the publish date' });
    // The weekday header row is hidden from assistive tech (each day names its weekday), so read the DOM.
    await expect(calendar.locator('.rdp-weekday').first()).toHaveAttribute('aria-label', 'Sunday');
    await expect(calendar.locator('.rdp-weekday').last()).toHaveAttribute('aria-label', 'Saturday');
    // A day of the month on show other than today.
    const target = new Date();
    target.setDate(target.getDate() === 15 ? 16 : 15);
    const iso = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-${String(target.getDate()).padStart(2, '0')}`;
    await calendar.locator(`[data-day="${iso}"] button`).click();
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('button', { name: /^Publish Date/ })).toHaveText(
      target.toLocaleDateString('en-US', { dateStyle: 'long' }),
    );
  });

  test('Save Draft creates a draft and returns to the list', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    const title = `Draft from the editor ${unique()}`;
    await page.goto('/admin/dev-diaries/new');
    await fillPost(page, title);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Post created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dev-diaries$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await expect(row).toContainText('Studio Admin');
  });

  test('Publish creates a published post', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    const title = `Published from the editor ${unique()}`;
    await page.goto('/admin/dev-diaries/new');
    await fillPost(page, title);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Post published successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dev-diaries$/);
    await expect(
      page.getByRole('row').filter({ hasText: title }).getByText('Published', { exact: true }),
    ).toBeVisible();
  });

  test('a cover image uploaded in the editor shows on the diary card and atop the post', async ({
    page,
    request,
  }) => {
    await signInAsSuperAdmin(page, request);
    const title = `Cover from the editor ${unique()}`;
    await page.goto('/admin/dev-diaries/new');
    await fillPost(page, title);
    const upload = page.waitForResponse(
      (r) => r.url().endsWith('/api/uploads') && r.request().method() === 'POST',
    );
    await page
      .getByLabel('Cover Image', { exact: true })
      .setInputFiles(path.resolve('public/images/VESPERA 360.png'));
    const stored = (await (await upload).json()).data.url as string;
    await expect(page.getByRole('img', { name: 'Cover Image preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Post published successfully!')).toBeVisible();

    await page.goto('/dev-diary', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.locator('img')).toHaveAttribute('src', encodeURI(stored));
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const cover = page.getByRole('article').locator('img');
    await expect(cover).toHaveAttribute('src', encodeURI(stored));
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a cover image is chosen from the media library without uploading it again', async ({
    page,
    request,
  }) => {
    const session = await signInAsSuperAdmin(page, request);
    const name = `library-cover-${unique()}.png`;
    const uploaded = await request.post('/api/uploads', {
      headers: bearer(session),
      multipart: {
        file: {
          name,
          mimeType: 'image/png',
          buffer: fs.readFileSync(path.resolve('public/images/ASHKA 360.png')),
        },
      },
    });
    const stored = (await uploaded.json()).data.url as string;
    const title = `Cover from the library ${unique()}`;
    await page.goto('/admin/dev-diaries/new');
    await fillPost(page, title);
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/uploads')) uploads.push(r.url());
    });
    await page.getByRole('button', { name: 'Choose Cover Image from the library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from Library' });
    await picker.getByRole('searchbox', { name: 'Search the library' }).fill(name);
    await picker.getByRole('button', { name: `Choose ${name}` }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('img', { name: 'Cover Image preview' })).toHaveAttribute(
      'src',
      encodeURI(stored),
    );
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Post published successfully!')).toBeVisible();
    expect(uploads).toEqual([]);

    const library = await request.get(`/api/media?search=${encodeURIComponent(name)}`, {
      headers: bearer(session),
    });
    expect((await library.json()).data[0].uses).toEqual([
      { type: 'post', id: expect.any(Number), name: title },
    ]);
  });

  test('edit mode loads the post and saves changes', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session, { tags: ['Art', 'News'] });
    await page.goto(`/admin/dev-diaries/edit/${post.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Post' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
    await expect(selected(page)).toHaveText(['Art', 'News']);

    const renamed = `${post.title} (revised)`;
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Post saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dev-diaries$/);
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);

    const stored = await (
      await request.get(`/api/dev-diaries/${post.id}`, { headers: bearer(session) })
    ).json();
    expect(stored.data.title).toBe(renamed);
    expect(stored.data.published).toBe(false);
  });

  test('a post that does not exist: toast and back to the list', async ({ page, request }) => {
    allowConsoleErrors(page); // 404
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/edit/99999999');
    await expect(page.getByText('Failed to load post. Post may not exist.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dev-diaries$/);
  });

  test('a failed save shows the server text or the default message', async ({ page, request }) => {
    allowConsoleErrors(page);
    await signInAsSuperAdmin(page, request);
    let answer = { status: 400, error: 'Title must be at most 200 characters' };
    await page.route('**/api/dev-diaries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: answer.status, json: { success: false, data: null, error: answer.error } })
        : route.continue(),
    );
    await page.goto('/admin/dev-diaries/new');
    await fillPost(page, `Will fail ${unique()}`);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Title must be at most 200 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dev-diaries\/new$/);

    answer = { status: 500, error: '' };
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Failed to save post. Please try again.')).toBeVisible();
  });
});
