import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test, waitForToastsAtRest } from './support/fixtures';

/** No serious or critical axe violations on the content and visitor-input screens of the back office. */

const SCREENS = [
  { path: '/admin/fighters', heading: 'Fighter Management', ready: 'Fighters (' },
  { path: '/admin/subscribers', heading: 'Subscribers Management', ready: 'Subscribers (' },
  { path: '/admin/support-messages', heading: 'Support Messages', ready: 'Messages (' },
  { path: '/admin/feedback', heading: 'Feedback Management', ready: 'Feedback (' },
  { path: '/admin/about', heading: 'About Page Management', ready: 'Main Description' },
  { path: '/admin/game-modes', heading: 'Game Modes Management', ready: 'Featured' },
  { path: '/admin/blood-message', heading: 'Blood Message Management', ready: 'Video:' },
  { path: '/admin/faq', heading: 'FAQ Management', ready: 'Updated' },
  { path: '/admin/media', heading: 'Media Library', ready: 'Files (' },
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

async function open(page: Page, screen: (typeof SCREENS)[number]) {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { name: screen.heading, exact: true })).toBeVisible();
  await expect(page.getByText(screen.ready).first()).toBeVisible();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('every screen has no serious or critical violations', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page);
      for (const screen of SCREENS) {
        await open(page, screen);
        expect(await severeViolations(page), screen.path).toEqual([]);
      }
    });
  });
}

test('the dialogs, menus and forms of these screens', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);

  await open(page, SCREENS[0]!);
  await page.getByRole('button', { name: 'Add Fighter' }).click();
  await page
    .getByRole('dialog', { name: 'Add New Fighter' })
    .getByRole('button', { name: 'Add Ability' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Add New Ability' })).toBeVisible();
  expect(await severeViolations(page), 'add ability').toEqual([]);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await severeViolations(page), 'row menu').toEqual([]);
  await page.getByRole('menuitem', { name: 'Manage Abilities' }).click();
  await expect(page.getByText(/^Current Abilities \(\d+\)$/)).toBeVisible();
  expect(await severeViolations(page), 'manage abilities').toEqual([]);
  await page.keyboard.press('Escape');

  await open(page, SCREENS[2]!);
  await page.getByRole('button', { name: 'View' }).first().click();
  await expect(page.getByRole('link', { name: 'Reply via Email' })).toBeVisible();
  expect(await severeViolations(page), 'message details').toEqual([]);
  await page.keyboard.press('Escape');

  await open(page, SCREENS[3]!);
  await page
    .getByRole('button', { name: /^View feedback/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Update Status & Notes' })).toBeVisible();
  expect(await severeViolations(page), 'feedback details').toEqual([]);
  await page.keyboard.press('Escape');

  await open(page, SCREENS[4]!);
  await page.getByRole('button', { name: 'Edit Content' }).click();
  await expect(page.getByRole('switch', { name: 'Page Status' })).toBeVisible();
  expect(await severeViolations(page), 'about form').toEqual([]);

  await open(page, SCREENS[5]!);
  await page.getByRole('button', { name: 'Add Game Mode' }).click();
  expect(await severeViolations(page), 'game mode form').toEqual([]);
  await page.keyboard.press('Escape');

  await open(page, SCREENS[6]!);
  await page.getByRole('button', { name: 'Add Chapter' }).click();
  expect(await severeViolations(page), 'chapter form').toEqual([]);
  await page.keyboard.press('Escape');

  await open(page, SCREENS[7]!);
  await page.getByRole('button', { name: 'Add FAQ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add FAQ' });
  await dialog.getByLabel('Question').fill(' ');
  await dialog.getByLabel('Answer').fill(' ');
  await dialog.getByRole('button', { name: 'Add FAQ' }).click();
  await expect(dialog.getByText('Please fill in all required fields').first()).toBeVisible();
  expect(await severeViolations(page), 'faq form with errors').toEqual([]);
});
