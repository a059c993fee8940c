import type { Locale } from '../../../contracts/locales';
import { expect, test } from '../support/site-locale';

/** Each language in its own name, as the switcher shows it whatever the page's locale. */
const NATIVE_NAME: Record<Locale, string> = { en: 'English', fr: 'Français', ja: '日本語' };

/** Without scripts, the switcher is a plain link to the same page in another locale. */
test('the language switcher works without scripts', async ({ page, siteLocale, at, tx }) => {
  // Away to Japanese, or from a Japanese page to French, and back.
  const other: Locale = siteLocale === 'ja' ? 'fr' : 'ja';
  await page.goto(at('/support'));
  await page.getByRole('contentinfo').getByRole('link', { name: NATIVE_NAME[other] }).click();
  await expect(page).toHaveURL(new RegExp(`/${other}/support$`));
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  const back = page.getByRole('contentinfo').getByRole('link', { name: NATIVE_NAME[siteLocale] });
  await expect(back).toHaveAttribute('href', at('/support'));
  await back.click();
  await expect(page.locator('html')).toHaveAttribute('lang', siteLocale);
  await expect(page.getByRole('heading', { level: 1, name: tx('SUPPORT') })).toBeVisible();
});

test("the header's language disclosure opens and its links work without scripts", async ({
  page,
  siteLocale,
  at,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const other: Locale = siteLocale === 'ja' ? 'fr' : 'ja';
  await page.goto(at('/support'));
  const header = page.getByRole('banner');
  await header.locator('summary').filter({ hasText: siteLocale }).click();
  await header.getByRole('link', { name: NATIVE_NAME[other] }).click();
  await expect(page).toHaveURL(new RegExp(`/${other}/support$`));
  await expect(page.locator('html')).toHaveAttribute('lang', other);
});
