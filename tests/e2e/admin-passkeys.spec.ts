import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, createUser, SESSION_KEY } from './support/admin-session';
import { e2ePort } from './support/e2e-servers';
import { expect, test, waitForAnimations, waitForToastsAtRest } from './support/fixtures';

/**
 * Passkeys (docs/back-office-screens.md, Passkeys) with Chromium's virtual authenticator. A passkey
 * needs a host name for its RP ID: the browser refuses an IP address, so this spec uses localhost.
 */
test.use({
  baseURL: async ({}, provide, testInfo) => provide(`http://localhost:${e2ePort(testInfo.parallelIndex)}`),
});

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('adds a passkey in Settings, signs in with it alone, then removes it', async ({ page, request }) => {
  await virtualAuthenticator(page);
  const { user, credentials } = await createUser(request, await apiLogin(request), { role: 'admin' });

  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/admin');

  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByLabel('Name')).toHaveValue(/^Passkey\b/);
  await section.getByLabel('Name').fill('Work laptop');
  await section.getByRole('button', { name: 'Continue' }).click();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Work laptop', { exact: true })).toBeVisible();
  await expect(list).toContainText('Never');
  await list.getByRole('button', { name: /^Rename/ }).click();
  await list.getByLabel('Passkey name').fill('Desk laptop');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Desk laptop', { exact: true })).toBeVisible();

  await waitForAnimations(page);
  await waitForToastsAtRest(page);
  const axe = await new AxeBuilder({ page })
    .include('section[aria-labelledby="passkeys-title"], [aria-labelledby="passkeys-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL('**/admin/login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await page.waitForURL('**/admin');
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
  expect(stored.user.id).toBe(user.id);

  await page.goto('/admin/settings');
  await expect(list).not.toContainText('Never');
  await list.getByRole('button', { name: /^Remove.*Desk laptop/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
});
