import { signInAsSuperAdmin } from './support/admin-session';
import { expect, test } from './support/fixtures';

test('settings is a placeholder', async ({ page, request }) => {
  await signInAsSuperAdmin(page, request);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings - Coming Soon' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveText('Settings - Coming Soon');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText('settings');
});
