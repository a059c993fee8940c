import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signInAsSuperAdmin } from './support/admin-session';
import { expect, test, waitForToastsAtRest } from './support/fixtures';

/** No serious or critical axe violations on the back-office screens of this part of the site. */

const SCREENS = [
  { path: '/admin/login', ready: 'Admin Sign In', signedIn: false },
  { path: '/admin', ready: 'Dashboard', signedIn: true },
  { path: '/admin/dev-diaries', ready: 'Dev Diary Management', signedIn: true },
  { path: '/admin/dev-diaries/new', ready: 'Create New Post', signedIn: true },
  { path: '/admin/users', ready: 'User Management', signedIn: true },
];

async function severeViolations(page: Page) {
  await waitForToastsAtRest(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((n) => n.target.join(' ')),
    }));
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test(`${screen.path} has no serious or critical violations`, async ({ page, request }) => {
        if (screen.signedIn) await signInAsSuperAdmin(page, request);
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.ready, exact: true })).toBeVisible();
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        expect(await severeViolations(page)).toEqual([]);
      });
    }
  });
}

test('the editor with its validation messages, the open row menu and the add-user dialog', async ({
  page,
  request,
}) => {
  await signInAsSuperAdmin(page, request);
  await page.goto('/admin/dev-diaries/new');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await page.goto('/admin/dev-diaries');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});
