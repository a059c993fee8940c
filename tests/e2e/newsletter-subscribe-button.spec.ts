import { allowConsoleErrors, expect, test } from './support/fixtures';
import { newsletterForm as newsletter } from './support/public-pages';

/**
 * The footer's Subscribe button before the scripts run (docs/public-screens.md §5, newsletter
 * email): it stays enabled, and the field's `required` refuses an empty address. Once the app runs
 * it is disabled while the address is blank or sent: tests/e2e/hydrated/newsletter-button.spec.ts.
 */

test('before the scripts run, Subscribe is enabled and the browser refuses an empty address', async ({
  page,
}) => {
  // The page's scripts never arrive: what the visitor has is the server's HTML alone.
  allowConsoleErrors(page);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/about');
  const { input, button } = newsletter(page);
  await expect(button).toBeEnabled();
  await expect(input).toHaveAttribute('required', '');
  await button.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('contentinfo').locator('input[type="email"]:invalid')).toHaveCount(1);
});
