import { SESSION_KEY, apiLogin, bearer, signInAsSuperAdmin, storeSession } from './support/admin-session';
import { allowConsoleErrors, expect, signIn, test } from './support/fixtures';

/** Route guard and layout (docs/back-office-screens.md §2 Layout, §6 Route guard). */

const SUPER_ADMIN_NAV = [
  'Dashboard',
  'Dev Diaries',
  'Fighters',
  'Game Modes',
  'Blood Message',
  'About Page',
  'FAQ Management',
  'Media Library',
  'Support Messages',
  'User Feedback',
  'User Management',
  'Subscribers',
  'Activity',
  'Settings',
];

test.describe('route guard', () => {
  test('sends a visitor without a session to the sign-in page', async ({ page }) => {
    await page.goto('/admin/dev-diaries');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  });

  test("shows 'Loading...' while the stored session is checked", async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('clears a revoked session and goes to the sign-in page', async ({ page, request }) => {
    allowConsoleErrors(page); // GET /api/auth/me answers 401
    const session = await apiLogin(request);
    await storeSession(page, session);
    await request.post('/api/auth/logout', { headers: bearer(session) });
    await page.goto('/admin/dev-diaries');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });
});

test.describe('layout', () => {
  test('shows the panel, the user, every entry in order, and the top bar', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin');
    const panel = page.getByRole('complementary');
    await expect(panel.getByText('Admin Panel')).toBeVisible();
    await expect(panel.getByText('Studio Admin')).toBeVisible();
    await expect(panel.getByText('admin@bloodandmayhem.example')).toBeVisible();
    await expect(panel.getByText('Super Admin', { exact: true })).toBeVisible();
    await expect(panel.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link')).toHaveText(
      SUPER_ADMIN_NAV,
    );

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Dashboard');
    await expect(
      page.getByText(/^Last login: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible();

    await panel.getByRole('link', { name: 'Dev Diaries' }).click();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('dev diaries');
    await expect(panel.getByRole('link', { name: 'Dev Diaries' })).toHaveAttribute('aria-current', 'page');
  });

  test('signs out: the token is revoked and the back office is closed', async ({ page, request }) => {
    allowConsoleErrors(page); // the check of the dead token answers 401
    await signIn(page);
    const token = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').token,
      SESSION_KEY,
    );
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    expect(
      (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status(),
    ).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side panel is a drawer that traps focus and closes on navigation', async ({ page, request }) => {
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('complementary')).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Admin navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText(SUPER_ADMIN_NAV);

    // Focus stays inside the drawer however far one tabs.
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });
});
