import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, allowConsoleErrors, expect, test, waitForToastsAtRest } from './support/fixtures';
import { mailServer } from './support/mail-server';

/**
 * Password reset by email (docs/back-office-screens.md, Forgot password) against a real SMTP
 * server, on a server of this spec's own and a fresh account: the shared admin keeps its password.
 */
const site = mailServer(7);

// A server of its own starts from source (tsx): slower than a hook's default on a busy machine.
site.hooks(test);

async function severeViolations(page: Page) {
  await waitForToastsAtRest(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function freshAccount(request: APIRequestContext) {
  const base = site.server.baseUrl;
  const login = await request.post(`${base}/api/auth/login`, { data: ADMIN });
  const token = (await login.json()).data.token as string;
  const username = `reset_${Date.now().toString(36)}`;
  const account = { username, email: `${username}@example.com`, password: 'old-secret-1' };
  const created = await request.post(`${base}/api/users`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Reset Tester', role: 'admin', ...account },
  });
  expect(created.status(), 'create user').toBe(201);
  return account;
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('forgot password → mailed link → new password → sign in with it, not the old one', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await freshAccount(request);
  await page.goto(`${site.server.baseUrl}/admin/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses that address, a link to reset its password is on its way.',
  );
  await site.smtp.waitFor(() => site.smtp.to(account.email).length === 1);
  const link = /http:\/\/\S+\/admin\/reset-password\?token=\S+/.exec(
    site.smtp.to(account.email)[0]!.text,
  )![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.getByLabel('New password', { exact: true }).fill('new-secret-2');
  await page.getByLabel('Confirm new password').fill('new-secret-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('new-secret-2');
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  // The old password is refused: the browser logs the 401.
  allowConsoleErrors(page, /status of 401/);
  await signIn(page, account.username, account.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await signIn(page, account.username, 'new-secret-2');
  await expect(page).toHaveURL(/\/admin$/);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/admin/forgot-password',
  );
  expect(await severeViolations(page)).toEqual([]);
});

test('without mail set up, the page says to ask a super admin', async ({ page }) => {
  // The shared e2e server runs without SMTP_URL, as `npm start` does.
  await page.goto('/admin/forgot-password');
  await expect(
    page.getByText(
      'Password reset by email is not set up on this site. Ask a super admin to reset your password.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  expect(await severeViolations(page)).toEqual([]);
});
