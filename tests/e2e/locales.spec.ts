import { severeViolations } from './support/axe';
import { allowConsoleErrors, expect, test, waitForAnimations } from './support/fixtures';

/**
 * The public site in its other locales (the e2e server serves en, fr and ja): the switcher keeps
 * the visitor on the same page, and each locale's pages are as accessible as the English ones.
 */

test('the language switcher keeps the page and its query, and comes back', async ({ page }) => {
  await page.goto('/fighters?q=vespera');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/fighters\?q=vespera$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const frenchFooter = page.getByRole('contentinfo');
  const french = frenchFooter.getByRole('navigation', { name: 'Langue' });
  await expect(french.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
  // The site's own links stay in French.
  await expect(frenchFooter.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/fr/about');

  await french.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/fighters\?q=vespera$/);
  expect(new URL(page.url()).pathname).toBe('/fighters');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toHaveAttribute(
    'href',
    '/about',
  );
});

test('a visitor who chose French is offered the French page on an English one, never sent there', async ({
  page,
}) => {
  // Chosen as soon as the page shows: before the app starts, the French page remembers it.
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  // The choice is kept in this browser only, once the French page has started.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('bm-locale'))).toBe('fr');
  // On a page in the chosen language there is nothing to offer.
  const offer = page.getByRole('complementary', { name: 'Cette page existe aussi en français.' });
  await expect(offer).toHaveCount(0);

  // An English page opened from its address stays English, and offers the French one.
  const response = await page.goto('/fighters?q=vespera', { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('lang', 'fr');
  expect(new URL(page.url()).pathname).toBe('/fighters');
  await expect(offer.getByRole('link', { name: 'La lire en français' })).toHaveAttribute(
    'href',
    '/fr/fighters?q=vespera',
  );
  expect(await severeViolations(page)).toEqual([]);

  // Dismissed, it stays away for the rest of the visit in this tab.
  await offer.getByRole('button', { name: 'Fermer' }).click();
  await expect(offer).toHaveCount(0);
  await page.goto('/support', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(offer).toHaveCount(0);

  // Another tab offers it again, and its link leads to the French page.
  const other = await page.context().newPage();
  await other.goto('/about', { waitUntil: 'domcontentloaded' });
  const offered = other.getByRole('complementary', { name: 'Cette page existe aussi en français.' });
  await offered.getByRole('link', { name: 'La lire en français' }).click();
  await expect(other).toHaveURL(/\/fr\/about$/);
  await expect(offered).toHaveCount(0);
  await other.close();
});

test('an unknown page under a locale is that locale’s 404', async ({ page }) => {
  allowConsoleErrors(page); // the 404 document itself
  const response = await page.goto('/ja/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveCount(0);
});

for (const path of ['/fr', '/fr/support', '/ja', '/ja/fighters', '/ja/dev-diary']) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await waitForAnimations(page);
    expect(await severeViolations(page)).toEqual([]);
  });
}

for (const width of [1280, 1440]) {
  test(`at ${width} px the header keeps its bar, the language disclosure and PLAY NOW on one line in every locale`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/fr', '/ja']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const row = page.locator('header > div').nth(1);
      // Nothing sticks out of the row, and each of its controls is one line high.
      expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      for (const control of [
        page.locator('header summary').first(),
        page.locator('header a[href$="/blood-message"]').first(),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.y, path).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, path).toBeLessThanOrEqual(64);
        expect(box.x + box.width, path).toBeLessThanOrEqual(width);
        // Its words on one line: the visible pieces of its text are centred at the same height.
        const centres = await control.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return [...range.getClientRects()].filter((r) => r.width > 1).map((r) => r.top + r.height / 2);
        });
        expect(Math.max(...centres) - Math.min(...centres), path).toBeLessThan(8);
      }
    }
  });
}
