import { apiLogin, createUser, SESSION_KEY } from './support/admin-session';
import { ADMIN, allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/** Sign-in page (docs/back-office-screens.md §2, §5). */

test.describe('admin sign-in', () => {
  test('shows the sample super-admin login and signs in with it', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    const sample = page.getByRole('region', { name: 'Sample super admin login' });
    await expect(sample).toContainText(`Username: ${ADMIN.username}`);
    await expect(sample).toContainText(`Password: ${ADMIN.password}`);

    await signIn(page);
    await expect(page.getByText('Welcome back, Studio Admin!')).toBeVisible();
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
    expect(stored.token).toBeTruthy();
    expect(stored.user.username).toBe(ADMIN.username);
  });

  test('hides the sample login when the server says so', async ({ page }) => {
    await page.route('**/api/auth/login-hints', (route) =>
      route.fulfill({
        json: {
          success: true,
          data: { showSampleCredentials: false, username: null, password: null },
          error: null,
        },
      }),
    );
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('Sample super admin login')).toHaveCount(0);
    await expect(page.getByText(ADMIN.password)).toHaveCount(0);
  });

  test('asks for both fields', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('refuses a wrong password', async ({ page }) => {
    allowConsoleErrors(page); // the 401 answer is logged by the browser
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('shows the server text when sign-in is rate limited', async ({ page }) => {
    allowConsoleErrors(page);
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        json: { success: false, data: null, error: 'Too many requests, please try again later' },
      }),
    );
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Too many requests, please try again later');
  });

  test('shows and hides the password', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test("reads 'Signing In...' while busy", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();
    await page.waitForURL('**/admin');
  });

  test('sends someone already signed in to the back office', async ({ page }) => {
    await signIn(page);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('refuses a player account (role user)', async ({ page, request }) => {
    const admin = await apiLogin(request);
    const { credentials } = await createUser(request, admin, { role: 'user' });
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This account does not have access to the back office. Only staff can sign in here.',
    );
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });
});
