import { expect, test, waitForHydration } from '../support/fixtures';
import { newsletterForm as newsletter } from '../support/public-pages';
import { openWithApp } from './open-with-app';

/**
 * The footer's Subscribe button once the app runs (docs/public-screens.md §5, newsletter email):
 * disabled while the trimmed address is empty or a request is under way. Before the scripts run
 * it stays enabled: tests/e2e/newsletter-subscribe-button.spec.ts.
 */

test('with the app, Subscribe waits for an address and is disabled while it is sent', async ({ page }) => {
  await openWithApp(page, '/about');
  const { input, button } = newsletter(page);
  await expect(button).toBeDisabled();
  await input.fill('   ');
  await expect(button).toBeDisabled();
  await input.fill('ada@example.com');
  await expect(button).toBeEnabled();
  await input.fill('');
  await expect(button).toBeDisabled();

  // Hold the request so the in-flight state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subscribers', async (route) => {
    await held;
    await route.continue();
  });
  await input.fill(' in-flight@example.com ');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  await expect(input).toBeDisabled();
  release();
  await expect(page.getByRole('contentinfo').getByText('Thank you for subscribing!')).toBeVisible();
});

test('an address typed before the app starts enables Subscribe once it runs', async ({ page }) => {
  await page.goto('/about');
  const { input, button } = newsletter(page);
  await input.fill('typed-early@example.com');
  await waitForHydration(page);
  await expect(input).toHaveValue('typed-early@example.com');
  await expect(button).toBeEnabled();
});
