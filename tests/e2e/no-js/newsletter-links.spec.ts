import { type APIRequestContext, expect, test } from '@playwright/test';
import { type ServerProcess, startServer } from '../../support/server-process';
import { type SmtpSink, startSmtpSink } from '../../support/smtp-sink';
import { ADMIN } from '../support/fixtures';

/**
 * The pages a newsletter mail links to, in a browser that runs no scripts: their buttons are plain
 * forms posted to the pages' own actions. A server of this spec's own sends real mail.
 */
let smtp: SmtpSink;
let server: ServerProcess;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({
    SMTP_URL: smtp.url,
    PORT: String(Number(process.env.E2E_PORT ?? 3100) + 2),
  });
});
test.afterAll(async () => {
  await server?.kill();
  await smtp?.close();
});

async function signUp(email: string, request: APIRequestContext) {
  await request.post(`${server.baseUrl}/api/subscribers`, { data: { email } });
  await smtp.waitFor(() => smtp.to(email).length === 1);
  const mail = smtp.to(email)[0]!;
  const link = (page: string) =>
    new RegExp(`http://\\S+/newsletter/${page}\\?token=[^\\s]+`).exec(mail.text)![0];
  return { confirm: link('confirm'), unsubscribe: link('unsubscribe') };
}

async function statusOf(email: string, request: APIRequestContext) {
  const login = await request.post(`${server.baseUrl}/api/auth/login`, { data: ADMIN });
  const token = (await login.json()).data.token as string;
  const list = await request.get(`${server.baseUrl}/api/subscribers?search=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await list.json()).data as { status: string }[])[0]?.status;
}

test('Confirm and Unsubscribe work without scripts, and a used link says so', async ({ page, request }) => {
  const links = await signUp('no-js@example.com', request);

  await page.goto(links.confirm);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  expect(await statusOf('no-js@example.com', request)).toBe('pending');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText(
    'You are subscribed. News from the arena will reach your inbox.',
  );
  expect(await statusOf('no-js@example.com', request)).toBe('active');

  await page.goto(links.confirm);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('This link has already been used or has expired.');

  await page.goto(links.unsubscribe);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed.');
  expect(await statusOf('no-js@example.com', request)).toBe('unsubscribed');
});

test('a link without its token says it is incomplete, and its button is disabled', async ({ page }) => {
  await page.goto(`${server.baseUrl}/newsletter/confirm`);
  await expect(page.getByRole('alert')).toContainText('This link is incomplete');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});
