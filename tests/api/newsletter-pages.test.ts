import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { MAIL_PUBLIC_URL, createMailTestApp, signUp } from './support/mail-app';
import type { TestApp } from './support/test-app';

/**
 * The confirmation and unsubscribe pages answer their own form posts (route actions), so their
 * buttons work as plain forms, before the page's scripts run or without them.
 */
let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  ({ t, smtp } = await createMailTestApp());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function mailTo(email: string) {
  await smtp.waitFor(() => smtp.to(email).length >= 1);
  return smtp.to(email)[0]!;
}
/** The page's address as the mail gives it, without the site's origin. */
const pageOf = (mail: ReceivedMail, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${MAIL_PUBLIC_URL}(/newsletter/${page}\\?token=[^\\s"<>]+)`).exec(mail.text);
  return match![1]!;
};
const tokenOf = (url: string) => new URL(url, MAIL_PUBLIC_URL).searchParams.get('token')!;
const statusOf = async (email: string) =>
  (
    await t.db.kysely
      .selectFrom('subscribers')
      .select('status')
      .where('email_key', '=', email)
      .executeTakeFirst()
  )?.status;
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe('the confirmation page posted as a plain form', () => {
  it('confirms the address and answers the page with the success text', async () => {
    await signUp(t, 'plain-form@example.com');
    const url = pageOf(await mailTo('plain-form@example.com'), 'confirm');
    expect(await statusOf('plain-form@example.com')).toBe('pending');
    const res = await postForm(url, { token: tokenOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('You are subscribed. News from the arena will reach your inbox.');
    expect(await statusOf('plain-form@example.com')).toBe('active');

    // The same link a second time: the page says why, and nothing changes.
    const again = await postForm(url, { token: tokenOf(url) });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link has already been used or has expired.');
    expect(again.body).toContain('role="alert"');
  });

  it('refuses a missing, forged or unreadable token with a message on the page, storing nothing', async () => {
    await signUp(t, 'forged@example.com');
    const url = pageOf(await mailTo('forged@example.com'), 'confirm');

    const missing = await postForm('/newsletter/confirm', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('This link is incomplete. Open the whole link from the mail.');

    const forged = await postForm(url, { token: `${tokenOf(url).slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link is not valid.');

    const notAForm = await t.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', accept: 'text/html' },
      payload: JSON.stringify({ token: tokenOf(url) }),
    });
    expect(notAForm.statusCode).toBe(400);
    expect(notAForm.body).toContain('The form could not be read. Please press the button again.');
    expect(await statusOf('forged@example.com')).toBe('pending');
  });

  it('refuses a form posted from another site, storing nothing', async () => {
    await signUp(t, 'cross-site@example.com');
    const url = pageOf(await mailTo('cross-site@example.com'), 'confirm');
    const res = await postForm(url, { token: tokenOf(url) }, { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(400);
    expect(await statusOf('cross-site@example.com')).toBe('pending');
  });

  it('refuses a body larger than a form of the page', async () => {
    await signUp(t, 'large@example.com');
    const url = pageOf(await mailTo('large@example.com'), 'confirm');
    const large = await postForm(url, { token: tokenOf(url), padding: 'x'.repeat(20_000) });
    expect(large.statusCode).toBe(413);
    expect(large.body).toContain('Form too large');
    expect(await statusOf('large@example.com')).toBe('pending');
  });
});

describe('the unsubscribe page posted as a plain form', () => {
  it('unsubscribes with its button, and says so on the page', async () => {
    await signUp(t, 'leaving@example.com');
    const mail = await mailTo('leaving@example.com');
    const url = pageOf(mail, 'unsubscribe');
    const res = await postForm(url, { token: tokenOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed. You will receive no more newsletter mail.');
    expect(await statusOf('leaving@example.com')).toBe('unsubscribed');
  });
});

describe('page forms are public writes', () => {
  let limited: TestApp;
  let limitedSmtp: SmtpSink;
  beforeAll(async () => {
    ({ t: limited, smtp: limitedSmtp } = await createMailTestApp({
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_PUBLIC_WRITES: '2',
    }));
  });
  afterAll(async () => {
    await limited.close();
    await limitedSmtp.close();
  });

  it('answers the third post in a minute with a page that says to wait, and Retry-After', async () => {
    const post = () =>
      limited.request({
        method: 'POST',
        url: '/newsletter/confirm?token=abc',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: 'token=abc',
      });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    const third = await post();
    expect(third.statusCode).toBe(429);
    expect(third.headers['content-type']).toMatch(/^text\/html/);
    expect(third.headers['retry-after']).toBeDefined();
    expect(third.body).toContain('Too many requests. Please try again in');
  });
});
