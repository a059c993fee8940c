import { allowConsoleErrors, expect, test } from './support/fixtures';

/** The not-found page (docs/public-screens.md §2 "Not-found page"). */

test('an unknown path answers 404 with the page, inside the site shell, and logs the path', async ({
  page,
}) => {
  allowConsoleErrors(page); // the browser reports the 404 status of the document itself
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logged.push(message.text());
  });
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes('/no-such-page/here'))).toBe(true);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Featured fighters' })).toBeVisible();
});
