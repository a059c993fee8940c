import {
  apiLogin,
  bearer,
  createPost,
  createUser,
  signInAsSuperAdmin,
  storeSession,
} from './support/admin-session';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForToastsAtRest } from './support/fixtures';

/** The editor's History panel (issue 9): earlier versions, their diff, and Restore. */

test.describe('post history in the editor', () => {
  test('lists the earlier versions, shows the diff, and restores one after a confirmation', async ({
    page,
    request,
  }) => {
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session, { title: 'Ashen Keep: first draft', tags: ['Art'] });
    const revised = await request.put(`/api/dev-diaries/${post.id}`, {
      headers: bearer(session),
      data: {
        title: 'Ashen Keep: the final word',
        excerpt: 'An excerpt written by the end-to-end suite.',
        content: 'First paragraph, rewritten.\n\nSecond paragraph.',
        author: session.user.name,
        authorId: session.user.id,
        tags: ['Art', 'Lore'],
        featured: false,
        published: false,
      },
    });
    expect(revised.status()).toBe(200);

    await page.goto(`/admin/dev-diaries/edit/${post.id}`);
    await expect(page.getByLabel('Title')).toHaveValue('Ashen Keep: the final word');
    const history = page.getByRole('region', { name: 'History' });
    const versions = history
      .getByRole('list', { name: 'Earlier versions, newest first' })
      .getByRole('listitem');
    await expect(versions).toHaveCount(1);
    await expect(versions.first()).toContainText(`Saved by ${session.user.name}`);
    await expect(versions.first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');

    // The diff: words only in this version struck through, words only in the current post underlined.
    await expect(history.locator('del').filter({ hasText: 'first draft' })).toBeVisible();
    await expect(history.locator('ins').filter({ hasText: 'the final word' })).toBeVisible();
    await expect(history.locator('ins').filter({ hasText: 'Lore' })).toBeVisible();
    await expect(history.locator('ins').filter({ hasText: 'rewritten' })).toBeVisible();

    // No serious or critical axe violations in the panel (the list, the diff, its legend).
    await waitForToastsAtRest(page);
    const axe = await new AxeBuilder({ page })
      .include('[aria-labelledby="post-history-title"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // Cancel changes nothing; Restore asks first, then the editor shows the restored text.
    await history.getByRole('button', { name: 'Restore this version' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await expect(dialog).toContainText('The current version is kept in the history');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue('Ashen Keep: the final word');

    await history.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByText('Version restored successfully!')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Ashen Keep: first draft');
    await expect(page.getByLabel('Content').locator('p')).toHaveText([
      'First paragraph.',
      'Second paragraph.',
    ]);
    await expect(page.getByRole('list', { name: 'Selected tags' })).not.toContainText('Lore');
    // The replaced version is now the newest entry of the history.
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText('Ashen Keep: the final word');

    const stored = await request.get(`/api/dev-diaries/${post.id}`, { headers: bearer(session) });
    expect((await stored.json()).data).toMatchObject({ title: 'Ashen Keep: first draft', tags: ['Art'] });
  });

  test('an admin sees the history of its own posts only', async ({ page, request }) => {
    const superAdmin = await apiLogin(request);
    const { credentials } = await createUser(request, superAdmin, { role: 'admin' });
    const admin = await apiLogin(request, credentials);
    const own = await createPost(request, admin, { title: 'Admin’s own chronicle' });
    const others = await createPost(request, superAdmin, { title: 'Someone else’s chronicle' });
    await storeSession(page, admin);

    await page.goto(`/admin/dev-diaries/edit/${own.id}`);
    await expect(page.getByLabel('Title')).toHaveValue('Admin’s own chronicle');
    await expect(page.getByRole('region', { name: 'History' })).toContainText('No earlier versions yet');

    await page.goto(`/admin/dev-diaries/edit/${others.id}`);
    await expect(page.getByLabel('Title')).toHaveValue('Someone else’s chronicle');
    await expect(page.getByText('You can only edit your own posts.', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toHaveCount(0);
  });

  test('the publish time is picked in the studio time zone, named beside it', async ({ page, request }) => {
    const session = await signInAsSuperAdmin(page, request);
    const post = await createPost(request, session, { title: 'Timed chronicle' });
    await page.goto(`/admin/dev-diaries/edit/${post.id}`);
    await expect(page.locator('#post-time-zone')).toHaveText('Studio time zone: UTC (UTC)');
    await page.getByLabel('Publish time (UTC (UTC))').fill('21:45');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Post saved successfully!')).toBeVisible();
    const stored = await request.get(`/api/dev-diaries/${post.id}`, { headers: bearer(session) });
    expect((await stored.json()).data.date).toMatch(/T21:45:00\.000Z$/);
  });
});
