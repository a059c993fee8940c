import { actAsQuickVisitor, expect, test } from './support/fixtures';

/**
 * A visitor who does not wait: the page has just shown (domcontentloaded, the CPU of a mid-range
 * phone) and its scripts have not started. What they type is kept when the app starts.
 */
test('an email typed in the footer as soon as the page shows is kept, and Subscribe sends it', async ({
  page,
}) => {
  await actAsQuickVisitor(page);
  await page.goto('/help');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByPlaceholder('Enter your email');
  await field.pressSequentially('quick-footer@example.com');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(field).toHaveValue('quick-footer@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
});
