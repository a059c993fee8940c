import { type APIRequestContext, expect, test } from '@playwright/test';
import { mailServer } from '../support/mail-server';

/**
 * The pages a newsletter mail links to, in a browser that runs no scripts: their buttons are plain
 * forms posted to the pages' own actions. A server of this spec's own sends real mail.
 */
const site = mailServer(2);

site.hooks(test);

async function signUp(email: string, request: APIRequestContext) {
  await request.post(`${site.server.baseUrl}/api/subscribers`, { data: { email } });
  await site.smtp.waitFor(() => site.smtp.to(email).length === 1);
  const mail = site.smtp.to(email)[0]!;
  const link = (page: string) =>
    new RegExp(`http://\\S+/newsletter/${page}\\?token=[^\\s]+`).exec(mail.text)![0];
  return { confirm: link('confirm'), unsubscribe: link('unsubscribe') };
}

test('Confirm and Unsubscribe work without scripts, and a used link says so', async ({ page, request }) => {
  const links = await signUp('no-js@example.com', request);

  await page.goto(links.confirm);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  expect(await site.statusOf('no-js@example.com', request)).toBe('pending');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText(
    'You are subscribed. News from the arena will reach your inbox.',
  );
  expect(await site.statusOf('no-js@example.com', request)).toBe('active');

  await page.goto(links.confirm);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has already been used or has expired.');

  await page.goto(links.unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed.');
  expect(await site.statusOf('no-js@example.com', request)).toBe('unsubscribed');
});

test('a link without its token says it is incomplete, and its button is disabled', async ({ page }) => {
  await page.goto(`${site.server.baseUrl}/newsletter/confirm`);
  await expect(page.getByRole('alert')).toContainText('This link is incomplete');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});
