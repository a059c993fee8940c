import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type ServerProcess, startServer } from '../support/server-process';
import { ADMIN, expect, test, waitForToastsAtRest } from './support/fixtures';

/**
 * The Site section of Settings, on a server of this spec's own: renaming the site and turning the
 * banner on change every public page, which other specs must not see.
 */
let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(() => server?.kill());

const url = (path: string) => `${server.baseUrl}${path}`;

/** Signs in with the keyboard only and opens Settings. */
async function openSiteSettings(page: Page) {
  await page.goto(url('/admin/login'));
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin');
  await page.goto(url('/admin/settings'));
  const section = page.getByRole('region', { name: 'Site' });
  await expect(section.getByLabel('Site name')).toHaveValue('Blood & Mayhem');
  return section;
}

async function severeViolations(page: Page) {
  await waitForToastsAtRest(page);
  const results = await new AxeBuilder({ page })
    .include('form[aria-label="Site settings"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the Site section is axe-clean and fits at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSiteSettings(page);
    expect(await severeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('renaming the site and turning the banner on show on the public pages', async ({ page }) => {
  const section = await openSiteSettings(page);
  const name = section.getByLabel('Site name');
  await name.fill('Iron & Ash');
  // The live hint shows how a link preview's title will read.
  await expect(section.getByText('Fighters | Iron & Ash')).toBeVisible();

  // Keyboard only: from the name to the banner switch and the save button.
  const toggle = section.getByRole('switch', { name: 'Show the banner' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await section.getByLabel('Banner text').fill('Servers down for maintenance at 22:00 UTC');
  await section.getByRole('button', { name: 'Save site settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Site settings saved')).toBeVisible();

  await page.goto(url('/fighters'));
  await expect(page).toHaveTitle('Fighters | Iron & Ash');
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Iron & Ash');
  await expect(page.getByRole('status', { name: 'Site notice' })).toHaveText(
    'Servers down for maintenance at 22:00 UTC',
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Iron & Ash on Discord' }),
  ).toBeVisible();

  // Turning it off again hides the banner.
  await page.goto(url('/admin/settings'));
  const again = page.getByRole('region', { name: 'Site' });
  await expect(again.getByLabel('Site name')).toHaveValue('Iron & Ash');
  await again.getByRole('switch', { name: 'Show the banner' }).click();
  await again.getByRole('button', { name: 'Save site settings' }).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  await page.goto(url('/'));
  await expect(page).toHaveTitle('Iron & Ash: the tactical fantasy fighting game');
  await expect(page.getByRole('status', { name: 'Site notice' })).toHaveCount(0);
});
