import { expect, test } from '@playwright/test';

/** Without scripts, the switcher is a plain link to the same page in another locale. */
test('the language switcher works without scripts', async ({ page }) => {
  await page.goto('/support');
  await page.getByRole('contentinfo').getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/ja\/support$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const english = page.getByRole('contentinfo').getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', '/support');
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
});
