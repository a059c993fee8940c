import AxeBuilder from '@axe-core/playwright';
import { bearer, signInAsSuperAdmin, unique } from './support/admin-session';
import { expect, test, waitForToastsAtRest } from './support/fixtures';
import {
  content,
  fillPostDetails,
  insertImage,
  toolbar,
  upload,
  uploadImage,
  writeEveryKindOfBlock,
} from './support/rich-text-editor';

/** The rich text editor of a post's content, and the library picker of a chapter's video. */

test.describe('rich text editor', () => {
  test('a post written with shortcuts and toolbar shows each part on its public page', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const session = await signInAsSuperAdmin(page, request);
    const imageName = `rte-${unique()}.png`;
    await uploadImage(request, session, imageName);
    const title = `Patch notes from the editor ${unique()}`;

    await page.goto('/admin/dev-diaries/new');
    await fillPostDetails(page, title);
    await writeEveryKindOfBlock(page, imageName);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Post published successfully!')).toBeVisible();

    // Stored as the allow-listed HTML.
    const list = await request.get(`/api/dev-diaries?search=${encodeURIComponent(title)}`, {
      headers: bearer(session),
    });
    const post = ((await list.json()).data as { title: string; slug: string; content: string }[]).find(
      (p) => p.title === title,
    )!;
    expect(post.content).toContain('<h2>Patch Notes</h2>');
    expect(post.content).toContain('<span data-patch="buff">Buff</span>');
    expect(post.content).toMatch(/<img [^>]*alt="Ashka in her battle stance"/);

    await page.goto(`/dev-diary/${post.slug}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2, name: 'Patch Notes' })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: 'Faster dash' })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: 'Heavier axe' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    await expect(article.getByRole('img', { name: 'Ashka in her battle stance' })).toBeVisible();
    await expect(article.getByRole('columnheader', { name: 'Fighter' })).toBeVisible();
    await expect(article.getByRole('cell', { name: 'Ashka' })).toBeVisible();
    await expect(article.locator('span[data-patch="buff"]')).toHaveText('Buff');
  });

  test('the toolbar is one Tab stop whose buttons the arrow keys reach', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/new');
    await expect(content(page)).toBeVisible();
    await page.getByLabel('Excerpt').focus();
    await page.keyboard.press('Tab');
    const bold = toolbar(page).getByRole('button', { name: 'Bold' });
    const italic = toolbar(page).getByRole('button', { name: 'Italic' });
    await expect(bold).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(italic).toBeFocused();
    // One stop: the next Tab leaves the toolbar for the text, Shift+Tab comes back to Italic.
    await page.keyboard.press('Tab');
    await expect(content(page)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(italic).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(content(page)).toBeFocused();
    await page.keyboard.type('leaning words');
    await expect(content(page).locator('em')).toHaveText('leaning words');
  });

  test('an image without alt text is refused', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const imageName = `rte-noalt-${unique()}.png`;
    await uploadImage(request, session, imageName);
    await page.goto('/admin/dev-diaries/new');
    await content(page).click();
    const describe = await insertImage(page, imageName, '   ');
    await expect(describe.getByText('Alt text is required')).toBeVisible();
    await expect(describe.getByLabel('Alt text')).toBeFocused();
    await expect(describe.getByLabel('Alt text')).toHaveAttribute('aria-invalid', 'true');
    await describe.getByRole('button', { name: 'Close' }).click();
    await expect(content(page).locator('img')).toHaveCount(0);
  });

  test('an empty editor is still "Content is required"', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/new');
    await content(page).fill('Briefly here');
    await content(page).fill('');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Content is required', { exact: true })).toBeVisible();
    await expect(content(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('the editor with content has no axe violations', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/dev-diaries/new');
    await content(page).click();
    await page.keyboard.type('## A heading');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- an item');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await toolbar(page).getByRole('button', { name: 'Nerf' }).click();
    await toolbar(page).getByRole('button', { name: 'Table' }).click();
    for (const cell of ['Fighter', 'Change', 'Note']) {
      await page.keyboard.type(cell);
      await page.keyboard.press('Tab');
    }
    await waitForToastsAtRest(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    // The same bar as the other back-office screens: nothing serious or critical.
    const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([]);
  });

  test('the chapter form takes its video from the library, and a typed path still works', async ({
    page,
    request,
  }) => {
    const session = await signInAsSuperAdmin(page, request);
    const clip = `rte-clip-${unique()}.mp4`;
    const stored = await upload(request, session, 'public/videos/chapters/chapter-1.mp4', clip, 'video/mp4');
    await page.goto('/admin/blood-message');
    await page.getByRole('button', { name: 'Add Chapter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Chapter' });

    await dialog.getByRole('textbox', { name: 'Video Path' }).fill('videos/no-slash.mp4');
    await dialog.getByLabel('Subtitle').fill('A chapter never saved');
    await dialog.getByLabel('Description').fill('Only here to check the video path.');
    await dialog.getByRole('button', { name: 'Add Chapter' }).click();
    await expect(dialog.getByText('Video path must start with / or be an http(s) URL')).toBeVisible();

    await dialog.getByRole('button', { name: 'Choose Chapter video from the library' }).click();
    const library = page.getByRole('dialog', { name: 'Choose from Library' });
    await library.getByRole('searchbox', { name: 'Search the library' }).fill(clip);
    await library.getByRole('button', { name: `Choose ${clip}` }).click();
    await expect(library).toBeHidden();
    await expect(dialog.getByRole('textbox', { name: 'Video Path' })).toHaveValue(stored);
    await expect(dialog.getByText('Video path must start with / or be an http(s) URL')).toHaveCount(0);
    await page.keyboard.press('Escape');
  });
});
