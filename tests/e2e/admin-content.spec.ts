import type { APIRequestContext, Browser } from '@playwright/test';
import { type ApiSession, apiLogin, bearer, unique } from './support/admin-session';
import { allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/**
 * About, Game Modes, Blood Message chapters and FAQs are stored through the API (docs/back-office-screens.md
 * §1): a change made in the back office shows on the public page. Each test puts back what it changed.
 */

/** The public page as an anonymous visitor sees it: a fresh context without the staff session. */
async function visit(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(path);
  return { page, status: response?.status(), close: () => context.close() };
}

async function api<T>(
  request: APIRequestContext,
  session: ApiSession,
  method: 'get' | 'put' | 'delete',
  path: string,
  data?: unknown,
) {
  const response = await request[method](path, { headers: bearer(session), data });
  expect(response.ok(), `${method.toUpperCase()} ${path}`).toBe(true);
  return (await response.json()).data as T;
}

type About = { title: string; description: string; missionStatement: string; isActive: boolean };

test.describe('content management', () => {
  test('About: an edit shows on the public /about page, and a draft hides it', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const session = await apiLogin(request);
    const original = await api<About>(request, session, 'get', '/api/about');
    const title = `About the Realms ${unique()}`;
    try {
      await signIn(page);
      await page.goto('/admin/about');
      await expect(page.getByRole('heading', { name: 'About Page Management' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Preview Page' })).toHaveAttribute('href', '/about');
      await expect(page.getByRole('link', { name: 'Preview Page' })).toHaveAttribute('target', '_blank');
      await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();

      await page.getByRole('button', { name: 'Edit Content' }).click();
      await expect(page.getByRole('textbox', { name: 'Main Description' })).toHaveAttribute(
        'aria-multiline',
        'true',
      );
      await expect(page.getByLabel('Mission Statement')).toHaveAttribute('rows', '3');
      await expect(page.getByText('Control whether the About page is visible to visitors')).toBeVisible();
      await page.getByLabel('Page Title').fill(title);
      await page.getByLabel('Main Description').fill('One two three four five.');
      await expect(page.getByText('Characters', { exact: true }).locator('..')).toContainText('24');
      await expect(page.getByText('Words', { exact: true }).locator('..')).toContainText('5');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('About page content updated successfully!')).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      const live = await visit(browser, '/about');
      await expect(live.page.getByRole('heading', { name: title })).toBeVisible();
      await expect(live.page.getByText('One two three four five.')).toBeVisible();
      await live.close();

      // Page Status off: a draft, which visitors cannot see.
      await page.getByRole('button', { name: 'Edit Content' }).click();
      await page.getByRole('switch', { name: 'Page Status' }).click();
      await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('About page content updated successfully!').last()).toBeVisible();
      const draft = await visit(browser, '/about');
      expect(draft.status).toBe(404);
      await draft.close();
    } finally {
      await api(request, session, 'put', '/api/about', {
        title: original.title,
        description: original.description,
        missionStatement: original.missionStatement,
        isActive: original.isActive,
      });
    }
  });

  test('Game modes: add, edit (shown on the landing page), feature and delete', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const name = `Arena Mode ${unique()}`;
    const subtitle = `Fight in the pit ${unique()}`;
    await signIn(page);
    await page.goto('/admin/game-modes');
    await expect(page.getByRole('heading', { name: 'Game Modes Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview Landing' })).toHaveAttribute('href', '/');

    await page.getByRole('button', { name: 'Add Game Mode' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Game Mode' });
    const add = dialog.getByRole('button', { name: 'Add Game Mode' });
    await expect(dialog.getByLabel('Platform')).toHaveValue('PC');
    await expect(dialog.getByLabel('Status')).toHaveValue('Coming Soon');
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Subtitle').fill('A first subtitle');
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Description').fill('Last fighter standing wins the pit.');
    await dialog.getByLabel('Status').selectOption('In Development');
    await add.click();
    await expect(page.getByText('Game mode added successfully!')).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText('In Development')).toBeVisible();
    await expect(
      card.getByText(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible();

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Game Mode' });
    await edit.getByLabel('Subtitle').fill(subtitle);
    await edit.getByRole('button', { name: 'Update Game Mode' }).click();
    await expect(page.getByText('Game mode updated successfully!')).toBeVisible();
    await expect(card.getByText(subtitle)).toBeVisible();

    const landing = await visit(browser, '/');
    await expect(landing.page.getByRole('heading', { name })).toBeVisible();
    await expect(landing.page.getByText(subtitle)).toBeVisible();
    await landing.close();

    // The Featured switch acts at once.
    const featured = card.getByRole('switch', { name: `Featured: ${name}` });
    await expect(featured).toHaveAttribute('aria-checked', 'false');
    await featured.click();
    // The edit's toast may still be fading out: the same words twice.
    await expect(page.getByText('Game mode updated successfully!').last()).toBeVisible();
    await expect(featured).toHaveAttribute('aria-checked', 'true');
    const session = await apiLogin(request);
    const modes = await api<{ name: string; featured: boolean }[]>(
      request,
      session,
      'get',
      '/api/game-modes',
    );
    expect(modes.find((m) => m.name === name)?.featured).toBe(true);

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(name);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Game mode deleted successfully!')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('Blood Message: add a chapter, reorder and edit it (shown on /blood-message), then delete it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const subtitle = `Chapter X: The Test ${unique()}`;
    const edited = `${subtitle} (edited)`;
    await signIn(page);
    await page.goto('/admin/blood-message');
    await expect(page.getByRole('heading', { name: 'Blood Message Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview Experience' })).toHaveAttribute(
      'href',
      '/blood-message',
    );
    const rows = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();
    await expect(rows.first().getByRole('button', { name: /up$/ })).toBeDisabled();
    await expect(rows.last().getByRole('button', { name: /down$/ })).toBeDisabled();

    await page.getByRole('button', { name: 'Add Chapter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Chapter' });
    const add = dialog.getByRole('button', { name: 'Add Chapter' });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('BLOOD & MAYHEM');
    await expect(dialog.getByLabel('Order')).toHaveValue(String(count + 1));
    await dialog.getByLabel('Subtitle').fill(subtitle);
    await dialog.getByLabel('Description').fill('A chapter written by the end-to-end suite.');
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Video Path').fill('/videos/chapters/chapter-1.mp4');
    await add.click();
    await expect(page.getByText('Blood Message chapter added successfully!')).toBeVisible();
    const mine = rows.filter({ hasText: subtitle });
    await expect(mine.getByText('Active', { exact: true })).toBeVisible();
    await expect(mine.getByText('/videos/chapters/chapter-1.mp4')).toBeVisible();
    await expect(rows.last()).toContainText(subtitle);

    // Move up: swapped with its neighbour, renumbered 1..n, saved.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/chapters/reorder') && r.ok());
    await mine.getByRole('button', { name: /up$/ }).click();
    await saved;
    await expect(rows.nth(count - 1)).toContainText(subtitle);
    await expect(
      rows.nth(count - 1).getByRole('button', { name: `Move chapter ${count}: ${subtitle} up` }),
    ).toBeVisible();

    await mine.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Chapter' });
    await edit.getByLabel('Subtitle').fill(edited);
    await edit.getByRole('button', { name: 'Update Chapter' }).click();
    await expect(page.getByText('Blood Message chapter updated successfully!')).toBeVisible();

    const story = await visit(browser, '/blood-message');
    const section = story.page.locator('section', { hasText: edited });
    await expect(section).toHaveAttribute('id', `chapter-${count}`);
    await story.close();

    // Put it back at the end, then delete it.
    const back = page.waitForResponse((r) => r.url().endsWith('/api/chapters/reorder') && r.ok());
    await rows.filter({ hasText: edited }).getByRole('button', { name: /down$/ }).click();
    await back;
    await rows
      .filter({ hasText: edited })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Blood Message chapter deleted successfully!')).toBeVisible();
    await expect(rows).toHaveCount(count);
  });

  test('FAQ: add, reorder (shown on /support), edit and delete', async ({ page, request, browser }) => {
    test.setTimeout(90_000);
    const first = `Can a test ask a question ${unique()}?`;
    const second = `May a second test ask too ${unique()}?`;
    await signIn(page);
    await page.goto('/admin/faq');
    await expect(page.getByRole('heading', { name: 'FAQ Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview Support Page' })).toHaveAttribute(
      'href',
      '/support',
    );
    const rows = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const count = await rows.count();

    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
    const add = dialog.getByRole('button', { name: 'Add FAQ' });
    await expect(dialog.getByLabel('Category')).toHaveValue('General');
    await expect(dialog.getByLabel('Category').locator('option')).toHaveText([
      'General',
      'Technical',
      'Gameplay',
      'Account',
      'Support',
    ]);
    await expect(dialog.getByLabel('Order')).toHaveValue(String(count + 1));
    await expect(dialog.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Question').fill('   ');
    await dialog.getByLabel('Answer').fill('   ');
    await add.click();
    await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
    await dialog.getByLabel('Question').fill(first);
    await dialog.getByLabel('Answer').fill('Yes, and this answer proves it.');
    await dialog.getByLabel('Category').selectOption('Gameplay');
    await add.click();
    await expect(page.getByText('FAQ added successfully!')).toBeVisible();
    const mine = rows.filter({ hasText: first });
    await expect(mine.getByText('Gameplay', { exact: true })).toBeVisible();
    await expect(mine.getByText('Active', { exact: true })).toBeVisible();
    await expect(
      mine.getByText(/^Updated [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible();
    await expect(rows.last()).toContainText(first);

    // A second FAQ, made through the API, lands after it; moving it up swaps the two.
    const session = await apiLogin(request);
    const created = await request.post('/api/faqs', {
      headers: bearer(session),
      data: { question: second, answer: 'It may.', category: 'General', order: count + 2, published: true },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const theirs = rows.filter({ hasText: second });
    await expect(rows.last()).toContainText(second);
    await expect(rows.last().getByRole('button', { name: `Move down: ${second}` })).toBeDisabled();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/faqs/reorder') && r.ok());
    await theirs.getByRole('button', { name: `Move up: ${second}` }).click();
    await saved;
    await expect(rows.nth(count)).toContainText(second);
    await expect(rows.nth(count)).toContainText(`Order ${count + 1}`);
    await expect(rows.last()).toContainText(first);
    await expect(rows.last()).toContainText(`Order ${count + 2}`);
    await expect(rows.first()).toContainText('Order 1');

    const support = await visit(browser, '/support');
    const faqText =
      (await support.page.locator('section[aria-labelledby="faq-heading"]').textContent()) ?? '';
    expect(faqText.indexOf(second)).toBeGreaterThan(-1);
    expect(faqText.indexOf(second)).toBeLessThan(faqText.indexOf(first));
    await support.close();

    await mine.getByRole('button', { name: `Edit FAQ: ${first}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit FAQ' });
    await edit.getByLabel('Answer').fill('Edited answer.');
    await edit.getByRole('button', { name: 'Update FAQ' }).click();
    await expect(page.getByText('FAQ updated successfully!')).toBeVisible();
    await expect(mine.getByText('Edited answer.')).toBeVisible();

    for (const question of [first, second]) {
      await rows
        .filter({ hasText: question })
        .getByRole('button', { name: `Delete FAQ: ${question}` })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('FAQ deleted successfully!').last()).toBeVisible();
      await expect(rows.filter({ hasText: question })).toHaveCount(0);
    }
    await expect(rows).toHaveCount(count);
  });

  test('FAQ: a refused reorder is reported and the server order comes back', async ({ page }) => {
    allowConsoleErrors(page);
    await signIn(page);
    await page.goto('/admin/faq');
    const rows = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const first = (await rows.first().getByRole('heading').textContent())!;
    await page.route('**/api/faqs/reorder', (route) =>
      route.fulfill({ status: 500, json: { success: false, data: null, error: 'Failed to save new order' } }),
    );
    await rows
      .first()
      .getByRole('button', { name: /^Move down/ })
      .click();
    await expect(page.getByText('Failed to save new order')).toBeVisible();
    await expect(rows.first().getByRole('heading')).toHaveText(first);
    await expect(rows.first()).toContainText('Order 1');
  });

  test('FAQ: loading, then a load error with Retry, then the empty text', async ({ page }) => {
    allowConsoleErrors(page);
    await signIn(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/faqs', async (route) => {
      await held;
      await route.abort();
    });
    await page.goto('/admin/faq');
    await expect(page.getByText('Loading FAQs...')).toBeVisible();
    release();
    await expect(page.getByText('Failed to load FAQs')).toBeVisible({ timeout: 10_000 });
    await page.unroute('**/api/faqs');
    await page.route('**/api/faqs', (route) =>
      route.fulfill({ json: { success: true, data: [], error: null } }),
    );
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('No FAQs found. Add your first FAQ!')).toBeVisible();
  });

  for (const screen of [
    { path: '/admin/about', api: '**/api/about', loading: 'Loading about page...', empty: null },
    {
      path: '/admin/game-modes',
      api: '**/api/game-modes',
      loading: 'Loading game modes...',
      empty: 'No game modes yet. Add the first one!',
    },
    {
      path: '/admin/blood-message',
      api: '**/api/chapters',
      loading: 'Loading chapters...',
      empty: 'No chapters yet. Add the first one!',
    },
  ]) {
    test(`${screen.path}: loading, then an error with Try Again`, async ({ page }) => {
      allowConsoleErrors(page);
      await signIn(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(screen.api, async (route) => {
        await held;
        await route.abort();
      });
      await page.goto(screen.path);
      await expect(page.getByText(screen.loading)).toBeVisible();
      release();
      await expect(page.getByText('Network error. Please check your connection.')).toBeVisible({
        timeout: 10_000,
      });
      await page.unroute(screen.api);
      if (screen.empty) {
        await page.route(screen.api, (route) =>
          route.fulfill({ json: { success: true, data: [], error: null } }),
        );
      }
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
      if (screen.empty) await expect(page.getByText(screen.empty)).toBeVisible();
    });
  }

  test('About: a blank field is refused with its message and nothing is saved', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/about');
    await page.getByRole('button', { name: 'Edit Content' }).click();
    await page.getByLabel('Page Title').fill('   ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Page title is required')).toBeVisible();
    await expect(page.getByLabel('Page Title')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Edit Content' })).toBeVisible();
  });
});
