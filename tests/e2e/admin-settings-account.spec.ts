import AxeBuilder from '@axe-core/playwright';
import { apiLogin, createUser, signInAsSuperAdmin, storeSession } from './support/admin-session';
import { allowConsoleErrors, expect, test, waitForToastsAtRest } from './support/fixtures';

/**
 * The settings page (docs/back-office-screens.md, Settings): a staff member's own profile,
 * password and sessions. Each test works on an account of its own, so the demo admin's password
 * and name stay as the other specs expect them.
 */

test('edits the name, ends another session of the account and changes the password', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const admin = await apiLogin(request);
  const { user, credentials } = await createUser(request, admin, {
    role: 'admin',
    password: 'crimson-quill-lantern',
  });
  await storeSession(page, await apiLogin(request, credentials));

  // A second browser signed in as the same account.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await storeSession(otherPage, await apiLogin(other.request, credentials));
  await otherPage.goto('/admin');
  await expect(otherPage.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText('settings');

  const profile = page.getByRole('region', { name: 'Profile' });
  const name = profile.getByLabel('Name');
  await expect(name).toHaveValue(user.name);
  await name.fill('Renamed In Settings');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Name')).toHaveValue(
    'Renamed In Settings',
  );

  const sessions = page.getByRole('region', { name: 'Sessions' });
  const items = sessions.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'This device' }).getByRole('button')).toHaveCount(0);
  await sessions.getByRole('button', { name: /^End session/ }).click();
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(items).toHaveCount(1);

  // The ended session is signed out on its next request to a staff route.
  await otherPage.getByRole('link', { name: 'Subscribers', exact: true }).first().click();
  await expect(otherPage).toHaveURL(/\/admin\/login$/);
  await other.close();

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('crimson-quill-lantern');
  await password.getByLabel(/^New password/).fill('changed-ember-456');
  await password.getByLabel('Confirm new password').fill('changed-ember-456');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');
  const signIn = await request.post('/api/auth/login', {
    data: { username: credentials.username, password: 'changed-ember-456' },
  });
  expect(signIn.status()).toBe(200);
});

test('a wrong current password is named under its field', async ({ page, request }) => {
  const admin = await apiLogin(request);
  const { credentials } = await createUser(request, admin, {
    role: 'admin',
    password: 'crimson-quill-lantern',
  });
  // The refused change answers 400, which the browser logs.
  allowConsoleErrors(page, /status of 400/);
  await storeSession(page, await apiLogin(request, credentials));
  await page.goto('/admin/settings');
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-it-at-all');
  await password.getByLabel(/^New password/).fill('changed-ember-456');
  await password.getByLabel('Confirm new password').fill('changed-ember-456');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Current password is incorrect')).toBeVisible();
  await expect(password.getByLabel('Current password')).toBeFocused();
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the settings page has no serious or critical axe violations at ${viewport.width} px`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInAsSuperAdmin(page, request);
    await page.goto('/admin/settings');
    await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Name')).not.toHaveValue('');
    await waitForToastsAtRest(page);
    await page.screenshot({ path: testInfo.outputPath(`settings-${viewport.width}.png`), fullPage: true });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((n) => n.target.join(' ')) }));
    expect(severe).toEqual([]);
  });
}
