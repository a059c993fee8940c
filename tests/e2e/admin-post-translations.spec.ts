import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiSession, bearer, createPost, signInAsSuperAdmin, unique } from './support/admin-session';
import { expect, test } from './support/fixtures';

/**
 * Translating posts and the About page in the back office (docs/back-office-screens.md §2,
 * docs/decisions/0054-content-translations.md): the e2e server serves en, fr and ja
 * (tests/e2e/support/start-server.ts).
 */

type Status = { locale: string; missing: string[]; outdated: string[] };

async function readIn<T>(request: APIRequestContext, session: ApiSession, path: string) {
  const response = await request.get(path, { headers: bearer(session) });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()).data as T & { translation: Status };
}

/** The list filtered down to one post, so it is on the first page whatever else the suite wrote. */
const listOf = (page: Page, title: string) => page.goto(`/admin/dev-diaries?q=${encodeURIComponent(title)}`);

const saveFrench = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: /^Translate .* into French$/ });
  await dialog.getByRole('button', { name: 'Save French translation' }).click();
  await expect(page.getByText('French translation saved').last()).toBeVisible();
  await expect(dialog).toBeHidden();
};

test('a post is translated from the list, outdated once its English title changes, then current again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await signInAsSuperAdmin(page, request);
  const post = await createPost(request, admin, { title: `Patch notes ${unique()}` });
  const french = (title: string, status: string) =>
    page.getByRole('button', { name: `Translate Post: ${title} into French (${status})` });
  const dialog = page.getByRole('dialog', { name: 'Translate Post into French' });
  const titleLabel = dialog.locator('label', { hasText: 'Title (French)' });

  try {
    await listOf(page, post.title);
    await expect(
      page.getByRole('button', { name: `Translate Post: ${post.title} into Japanese (not translated)` }),
    ).toBeVisible();
    await french(post.title, 'not translated').click();
    await expect(dialog.getByText(post.title)).toBeVisible();
    await expect(dialog.getByText('An excerpt written by the end-to-end suite.')).toBeVisible();
    await dialog.getByLabel('Title (French)').fill('Notes de mise à jour');
    await saveFrench(page);
    await expect(french(post.title, '2 missing')).toBeVisible();

    await french(post.title, '2 missing').click();
    await expect(dialog.getByLabel('Title (French)')).toHaveValue('Notes de mise à jour');
    await dialog.getByLabel('Excerpt (French)').fill('Un résumé écrit par la suite de bout en bout.');
    await dialog.getByRole('textbox', { name: 'Content (French)' }).fill('Premier paragraphe.');
    await saveFrench(page);
    await expect(french(post.title, 'translated')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: post.title })).toContainText('· translated');
    expect(await readIn(request, admin, `/api/dev-diaries/${post.id}?locale=fr`)).toMatchObject({
      title: 'Notes de mise à jour',
      excerpt: 'Un résumé écrit par la suite de bout en bout.',
      content: '<p>Premier paragraphe.</p>',
      translation: { locale: 'fr', missing: [], outdated: [] },
    });

    // The English title changes in the editor: the French one was written from the old text.
    const renamed = `${post.title} (revised)`;
    await page.goto(`/admin/dev-diaries/edit/${post.id}`);
    await expect(page.getByLabel('Title')).toHaveValue(post.title);
    await page.getByLabel('Title').fill(renamed);
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByText('Post saved successfully!')).toBeVisible();
    await listOf(page, renamed);
    await expect(french(renamed, 'outdated')).toBeVisible();
    await french(renamed, 'outdated').click();
    await expect(dialog.getByText(renamed)).toBeVisible();
    await expect(titleLabel).toContainText('Outdated');
    await expect(dialog.locator('label', { hasText: 'Excerpt (French)' })).not.toContainText('Outdated');
    await expect(dialog.getByText('The original changed after this was translated.')).toHaveCount(1);

    await dialog.getByLabel('Title (French)').fill('Notes de mise à jour (révisées)');
    await saveFrench(page);
    await expect(french(renamed, 'translated')).toBeVisible();
    await french(renamed, 'translated').click();
    await expect(titleLabel).not.toContainText('Outdated');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // On a phone the row menu says the same and opens the same dialog.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(french(renamed, 'translated')).toBeHidden();
    await page.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await expect(
      page.getByRole('menuitem', { name: 'Translate into Japanese (not translated)' }),
    ).toBeVisible();
    await page.getByRole('menuitem', { name: 'Translate into French (translated)' }).click();
    await expect(dialog.getByLabel('Title (French)')).toHaveValue('Notes de mise à jour (révisées)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await request.delete(`/api/dev-diaries/${post.id}`, { headers: bearer(admin) });
  }
});

test('the About page’s mission statement is translated into French', async ({ page, request }) => {
  const admin = await signInAsSuperAdmin(page, request);
  type About = { title: string; description: string; missionStatement: string };
  const english = await readIn<About>(request, admin, '/api/about');
  const before = await readIn<About>(request, admin, '/api/about?locale=fr');
  const mission = `Forger des légendes, un combat à la fois ${unique()}.`;
  const dialog = page.getByRole('dialog', { name: 'Translate About page into French' });

  try {
    await page.goto('/admin/about');
    await expect(page.getByRole('button', { name: /^Translate About page into Japanese \(/ })).toBeVisible();
    await page.getByRole('button', { name: /^Translate About page into French \(/ }).click();
    await expect(dialog.getByText(english.missionStatement)).toBeVisible();
    await dialog.getByLabel('Mission Statement (French)').fill(mission);
    await saveFrench(page);

    const after = await readIn<About>(request, admin, '/api/about?locale=fr');
    expect(after.missionStatement).toBe(mission);
    expect(after.translation.missing).not.toContain('missionStatement');
    const left = after.translation.missing.length;
    await expect(
      page.getByRole('button', {
        name: `Translate About page into French (${left ? `${left} missing` : 'translated'})`,
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: /^Translate About page into French \(/ }).click();
    await expect(dialog.getByLabel('Mission Statement (French)')).toHaveValue(mission);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    // Put back the French mission statement the suite found, or none.
    const missionStatement = before.translation.missing.includes('missionStatement')
      ? null
      : before.missionStatement;
    await request.put('/api/about/translations/fr', { headers: bearer(admin), data: { missionStatement } });
  }
});
