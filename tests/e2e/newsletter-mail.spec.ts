import type { Page } from '@playwright/test';
import { storeSession } from './support/admin-session';
import { ADMIN, allowConsoleErrors, expect, test } from './support/fixtures';
import { mailServer } from './support/mail-server';
import { uploadImage, writeEveryKindOfBlock } from './support/rich-text-editor';

/** Double opt-in and unsubscribe against a real SMTP server, on a server of this spec's own. */
const site = mailServer(1);

site.hooks(test);

const confirmLink = (text: string) => /http:\/\/\S+\/newsletter\/confirm\?token=[^\s]+/.exec(text)![0];

async function signUpInFooter(page: Page, email: string) {
  await page.goto(`${site.server.baseUrl}/help`);
  const footer = page.getByRole('contentinfo');
  await footer.getByPlaceholder('Enter your email').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // With the app the footer thanks in place; sent before it starts, the newsletter page does.
  await expect(page.getByRole('status').filter({ hasText: 'Please check your inbox' })).toBeVisible();
  await site.smtp.waitFor(() => site.smtp.to(email).length === 1);
  return site.smtp.to(email)[0]!;
}

test('sign up, confirm from the mail, then unsubscribe with the one-click POST of its header', async ({
  page,
  request,
}) => {
  const mail = await signUpInFooter(page, 'e2e-optin@example.com');
  expect(await site.statusOf('e2e-optin@example.com', request)).toBe('pending');

  // Opening the link (as a mail scanner would) confirms nothing: the button does.
  const response = await page.goto(confirmLink(mail.text));
  expect(response!.headers()['cache-control']).toBe('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  expect(await site.statusOf('e2e-optin@example.com', request)).toBe('pending');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('You are subscribed');
  expect(await site.statusOf('e2e-optin@example.com', request)).toBe('active');

  expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = await request.post(mail.unsubscribeUrl!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  expect(await site.statusOf('e2e-optin@example.com', request)).toBe('unsubscribed');
});

test('Confirm pressed as soon as the page shows, before its scripts have started, confirms', async ({
  page,
  request,
}) => {
  const mail = await signUpInFooter(page, 'e2e-quick@example.com');
  await page.goto(confirmLink(mail.text));
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('You are subscribed');
  expect(await site.statusOf('e2e-quick@example.com', request)).toBe('active');
});

test('the unsubscribe page unsubscribes with its button', async ({ page, request }) => {
  const mail = await signUpInFooter(page, 'e2e-leaver@example.com');
  await page.goto(mail.unsubscribeUrl!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeVisible();
  expect(await site.statusOf('e2e-leaver@example.com', request)).toBe('pending');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  expect(await site.statusOf('e2e-leaver@example.com', request)).toBe('unsubscribed');
});

test('a forged or used link is refused with a clear message', async ({ page, request }) => {
  allowConsoleErrors(page); // the refused API call logs its 400
  const mail = await signUpInFooter(page, 'e2e-forger@example.com');
  const link = new URL(confirmLink(mail.text));
  const token = link.searchParams.get('token')!;
  link.searchParams.set(
    'token',
    token.replace(/.{4}$/, 'AAAA') === token
      ? token.replace(/.{4}$/, 'BBBB')
      : token.replace(/.{4}$/, 'AAAA'),
  );
  await page.goto(link.toString());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
  expect(await site.statusOf('e2e-forger@example.com', request)).toBe('pending');

  await page.goto(confirmLink(mail.text));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('You are subscribed');
  await page.goto(confirmLink(mail.text));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toContainText('already been used');

  await page.goto(`${site.server.baseUrl}/newsletter/unsubscribe`);
  await expect(page.getByRole('alert')).toContainText('This link is incomplete');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
});

test('the back office shows a pending subscriber with its consent record and resends the confirmation', async ({
  page,
  request,
}) => {
  await signUpInFooter(page, 'e2e-pending@example.com');
  const login = await request.post(`${site.server.baseUrl}/api/auth/login`, { data: ADMIN });
  await storeSession(page, (await login.json()).data);
  await page.goto(`${site.server.baseUrl}/admin/subscribers?status=pending`);
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'e2e-pending@example.com' });
  await expect(item.getByText('pending', { exact: true })).toBeVisible();
  await expect(item.getByText('Not confirmed by mail')).toBeVisible();
  await expect(item.getByText('IP hash')).toBeVisible();
  await item.getByRole('button', { name: 'Resend confirmation' }).click();
  await expect(page.getByText('Confirmation sent again to e2e-pending@example.com')).toBeVisible();
  await site.smtp.waitFor(() => site.smtp.to('e2e-pending@example.com').length === 2);
});

test('the editor emails a post to the active subscribers once and shows the progress', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // One confirmed subscriber of this spec's own, besides the demo content's.
  const mail = await signUpInFooter(page, 'e2e-reader@example.com');
  await page.goto(confirmLink(mail.text));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('You are subscribed');

  const login = await request.post(`${site.server.baseUrl}/api/auth/login`, { data: ADMIN });
  const session = (await login.json()).data;
  await storeSession(page, session);
  await uploadImage(request, session, 'mailed-ashka.png', site.server.baseUrl);
  await page.goto(`${site.server.baseUrl}/admin/dev-diaries/new`);
  await page.getByLabel('Title').fill('Mailed from the editor');
  await page.getByLabel('Excerpt').fill('An excerpt for the inbox.');
  await writeEveryKindOfBlock(page, 'mailed-ashka.png');
  await page.getByRole('button', { name: 'Add tag News' }).click();
  await page.getByRole('switch', { name: 'Email this post to subscribers' }).click();
  // The reader confirmed with every topic: a patch-notes mailing reaches them.
  await page.getByLabel('Topic').selectOption('patch-notes');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The post will be emailed to the subscribers')).toBeVisible();

  await site.smtp.waitFor(() =>
    site.smtp.to('e2e-reader@example.com').some((m) => m.subject === 'Mailed from the editor'),
  );
  const posted = site.smtp.to('e2e-reader@example.com').find((m) => m.subject === 'Mailed from the editor')!;
  expect(posted.text).toContain('An excerpt for the inbox.');
  expect(posted.text).toMatch(/\/dev-diary\/mailed-from-the-editor/);
  expect(posted.text).toContain('- Faster dash');
  // The whole post in the HTML part, its addresses absolute: a mail client is not on the site.
  const origin = site.server.baseUrl;
  expect(posted.html).toMatch(/<h2[^>]*>Patch Notes<\/h2>/);
  expect(posted.html).toMatch(/<li[^>]*>(<p[^>]*>)?Faster dash/);
  expect(posted.html).toMatch(/<a [^>]*href="https:\/\/example\.com\/guide"[^>]*>Read the guide<\/a>/);
  expect(posted.html).toMatch(
    new RegExp(`<img src="${origin}/media/uploads/[^"]+" alt="Ashka in her battle stance"`),
  );
  expect(posted.html).toMatch(/<th[^>]*>(<p[^>]*>)?Fighter/);
  expect(posted.html).toMatch(/<td[^>]*>(<p[^>]*>)?Ashka/);
  expect(posted.html).not.toMatch(/<script|onerror=/i);

  // The feed's item carries the same post, whole.
  const feed = await (await request.get(`${origin}/dev-diary/rss.xml`)).text();
  const item = feed.split('<item>').find((part) => part.includes('Mailed from the editor'))!;
  expect(item).toContain('<description>An excerpt for the inbox.</description>');
  // Escaped as XML text: a reader unescapes it back into the post's HTML.
  const encoded = /<content:encoded>([\s\S]*?)<\/content:encoded>/
    .exec(item)![1]!
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  expect(encoded).toContain('<h2>Patch Notes</h2>');
  expect(encoded).toMatch(/<li>(<p>)?Faster dash/);
  expect(encoded).toContain('href="https://example.com/guide"');
  expect(encoded).toMatch(
    new RegExp(`<img src="${origin}/media/uploads/[^"]+" alt="Ashka in her battle stance"`),
  );
  expect(encoded).toMatch(/<td[^>]*>(<p>)?Ashka/);
  // Nobody unsubscribed or pending is mailed.
  expect(site.smtp.to('e2e-optin@example.com').some((m) => m.subject === 'Mailed from the editor')).toBe(
    false,
  );
  expect(site.smtp.to('e2e-pending@example.com').some((m) => m.subject === 'Mailed from the editor')).toBe(
    false,
  );

  // The reader leaves through the post mail's own link: the mailing's report counts it.
  expect(new URL(posted.unsubscribeUrl!).searchParams.get('mailing')).toMatch(/^\d+$/);
  await page.goto(posted.unsubscribeUrl!);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');

  const post = await request.get(`${site.server.baseUrl}/api/dev-diaries/slug/mailed-from-the-editor`);
  await page.goto(`${site.server.baseUrl}/admin/dev-diaries/edit/${(await post.json()).data.id}`);
  const line = page.getByRole('status').filter({ hasText: 'Emailed to subscribers of Patch notes' });
  // The report: every mail sent, none waiting or refused, the one unsubscribe, and when they went.
  await expect(line.getByRole('definition')).toHaveText([
    '0',
    /^[1-9]\d*$/,
    '0',
    '0',
    '0',
    '1',
    /mails\/(s|min)$|^–$/,
    /\d{4}/,
    /\d{4}/,
  ]);
  // Already mailed: the option is gone, so the post cannot go out twice.
  await expect(page.getByRole('switch', { name: 'Email this post to subscribers' })).toHaveCount(0);
});
