import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { apiLogin, createUser, storeSession } from './support/admin-session';
import { expect, test, waitForToastsAtRest } from './support/fixtures';

/**
 * Two-factor sign-in (docs/back-office-screens.md, Two-factor sign-in), on a fresh account so the
 * shared admin keeps signing in with its password alone.
 */
const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp });

/** A code for a step the account has not used yet (each step signs in once). */
async function freshCode(secret: string, usedAt: number) {
  const step = (t: number) => Math.floor(t / 30_000);
  while (step(Date.now()) <= step(usedAt)) await new Promise((r) => setTimeout(r, 500));
  return codeFor(secret);
}

async function severeViolations(page: Page) {
  await waitForToastsAtRest(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('enrol by keyboard, keep the recovery codes, sign in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request);
  const { credentials } = await createUser(request, admin, { role: 'admin' });
  await storeSession(page, await apiLogin(request, credentials));
  await page.goto('/admin/settings');

  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  const setUp = section.getByRole('button', { name: 'Set up' });
  await setUp.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  const secret = (await section.getByTestId('two-factor-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  // The Code field has the focus: type the code and press Enter.
  await expect(section.getByLabel('Code')).toBeFocused();
  const enrolledAt = Date.now();
  await page.keyboard.type(codeFor(secret, enrolledAt));
  await page.keyboard.press('Enter');

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
  expect(await severeViolations(page)).toEqual([]);
  await section.getByRole('button', { name: 'I have saved them' }).press('Enter');
  await expect(section.getByText('Recovery codes left: 10')).toBeVisible();

  // Sign out, then in: password, then a code.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL('**/admin/login');
  await signInWithPassword(page, credentials.username, credentials.password);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(await severeViolations(page)).toEqual([]);
  await code.fill(await freshCode(secret, enrolledAt));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/admin');

  // Again, with a recovery code this time; Back starts over first.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL('**/admin/login');
  await signInWithPassword(page, credentials.username, credentials.password);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Username')).toHaveValue('');
  await signInWithPassword(page, credentials.username, credentials.password);
  await page.getByRole('switch', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/admin');
  await page.goto('/admin/settings');
  await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
});
