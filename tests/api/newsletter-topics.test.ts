import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_TOPICS } from '../../contracts/newsletter-topics';
import { INVALID_LINK, NOT_SUBSCRIBED } from '../../contracts/public-form-messages';
import { signToken } from '../../server/mail/tokens';
import type { ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { MAIL_PUBLIC_URL, MAIL_SECRET, createMailTestApp, eventually, signUp } from './support/mail-app';
import type { TestApp } from './support/test-app';

/**
 * Newsletter topics (docs/decisions/0060-newsletter-topics-and-preferences.md): chosen on the
 * confirm page, changed from every post mail's preferences link, and the only subscribers a post
 * mailing of a topic reaches. The one-click unsubscribe is the same as ever.
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

async function mailsTo(email: string, count: number) {
  await smtp.waitFor(() => smtp.to(email).length >= count);
  return smtp.to(email);
}
const linkIn = (mail: ReceivedMail, page: 'confirm' | 'preferences') =>
  new RegExp(`${MAIL_PUBLIC_URL}(/newsletter/${page}\\?token=[^\\s"<>]+)`).exec(mail.text)?.[1];
const tokenOf = (path: string) => new URL(path, MAIL_PUBLIC_URL).searchParams.get('token')!;
const row = (email: string) =>
  t.db.kysely.selectFrom('subscribers').selectAll().where('email_key', '=', email).executeTakeFirstOrThrow();
const confirm = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/subscribers/confirm', payload });
const readPreferences = (token: string) =>
  t.request({ method: 'GET', url: `/api/subscribers/preferences?token=${encodeURIComponent(token)}` });
const savePreferences = (payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: '/api/subscribers/preferences', payload });
const postForm = (url: string, body: URLSearchParams) =>
  t.request({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: body.toString(),
  });

/** Signs `email` up and answers its confirmation link's token. */
async function pendingToken(email: string) {
  expect((await signUp(t, email)).statusCode).toBe(201);
  const [mail] = await mailsTo(email, 1);
  return tokenOf(linkIn(mail!, 'confirm')!);
}

async function subscribed(email: string, topics?: string[]) {
  const res = await confirm({ token: await pendingToken(email), ...(topics && { topics }) });
  expect(res.statusCode).toBe(200);
}

async function createPost(title: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: { title, excerpt: 'Lead.', content: 'Body.', author: 'Test admin', tags: [], published: true },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}
const mailing = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/dev-diaries/${id}/email`, as: 'admin' })).json().data;

describe('choosing topics on the confirm page', () => {
  it('stores the topics confirmed with, and every topic when none are sent', async () => {
    await subscribed('patcher@example.com', ['patch-notes', 'patch-notes']);
    expect((await row('patcher@example.com')).topics).toBe(0b001);
    await subscribed('everything@example.com');
    expect((await row('everything@example.com')).topics).toBe(0b111);

    const list = await t.request({ method: 'GET', url: '/api/subscribers?search=patcher', as: 'admin' });
    expect(list.json().data[0]).toMatchObject({ status: 'active', topics: ['patch-notes'] });
  });

  it('refuses an unknown topic and an empty choice, and the address stays pending', async () => {
    const token = await pendingToken('undecided@example.com');
    const unknown = await confirm({ token, topics: ['news', 'gossip'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Topic must be one of patch-notes, news, events/);
    const none = await confirm({ token, topics: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain(NO_TOPICS);
    expect((await row('undecided@example.com')).status).toBe('pending');

    // The page's plain form: none ticked is said on the page, in its words.
    const page = `/newsletter/confirm?token=${encodeURIComponent(token)}`;
    const refused = await postForm(page, new URLSearchParams({ token, topicsShown: '1' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(NO_TOPICS);
    const ticked = new URLSearchParams({ token, topicsShown: '1' });
    ticked.append('topics', 'events');
    ticked.append('topics', 'news');
    const done = await postForm(page, ticked);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are subscribed.');
    expect(await row('undecided@example.com')).toMatchObject({ status: 'active', topics: 0b110 });
  });
});

describe('a post mailing of one topic', () => {
  let eventsMail: ReceivedMail;

  it('reaches only the active subscribers of that topic', async () => {
    await subscribed('fan@example.com', ['events']);
    await subscribed('reader@example.com', ['news']);
    await subscribed('both@example.com', ['events', 'patch-notes']);
    await subscribed('gone@example.com', ['events']);
    const goneMail = (await mailsTo('gone@example.com', 1))[0]!;
    await t.request({
      method: 'POST',
      url: '/api/subscribers/unsubscribe',
      payload: { token: new URL(goneMail.unsubscribeUrl!).searchParams.get('token') },
    });

    const post = await createPost('Tournament night');
    const res = await t.request({
      method: 'POST',
      url: `/api/dev-diaries/${post.id}/email`,
      as: 'admin',
      payload: { topic: 'events' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.topic).toBe('events');
    await eventually(async () => {
      const now = await mailing(post.id);
      return now.state === 'enqueued' && now.queued === 0;
    });
    // everything@ (every topic) and undecided@ (events, news) from above, and this test's two.
    expect(await mailing(post.id)).toMatchObject({ topic: 'events', sent: 4, failed: 0 });
    const recipients = smtp.mails.filter((m) => m.subject === 'Tournament night').map((m) => m.to);
    expect(recipients.sort()).toEqual([
      'both@example.com',
      'everything@example.com',
      'fan@example.com',
      'undecided@example.com',
    ]);
    eventsMail = smtp.mails.find((m) => m.subject === 'Tournament night' && m.to === 'fan@example.com')!;

    // Asked for again with another topic: the same mailing, its topic kept.
    const again = await t.request({
      method: 'POST',
      url: `/api/dev-diaries/${post.id}/email`,
      as: 'admin',
      payload: { topic: 'news' },
    });
    expect(again.json().data).toMatchObject({ topic: 'events', sent: 4 });
  });

  it('refuses a topic the list does not have, and mails general news without one', async () => {
    const post = await createPost('Plain news');
    const bad = await t.request({
      method: 'POST',
      url: `/api/dev-diaries/${post.id}/email`,
      as: 'admin',
      payload: { topic: 'gossip' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await mailing(post.id)).toMatchObject({ state: 'none', topic: null });
    const res = await t.request({ method: 'POST', url: `/api/dev-diaries/${post.id}/email`, as: 'admin' });
    expect(res.json().data.topic).toBe('news');
  });

  it('carries a working preferences link in both parts of every post mail', async () => {
    const path = linkIn(eventsMail, 'preferences');
    expect(path).toBeDefined();
    expect(eventsMail.html).toContain(`href="${MAIL_PUBLIC_URL}${path!.replaceAll('&', '&amp;')}"`);
    const token = tokenOf(path!);

    const read = await readPreferences(token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ email: 'fan@example.com', status: 'active', topics: ['events'] });
    const saved = await savePreferences({ token, topics: ['news', 'patch-notes'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.topics).toEqual(['patch-notes', 'news']);
    expect((await readPreferences(token)).json().data.topics).toEqual(['patch-notes', 'news']);
    expect((await savePreferences({ token, topics: [] })).statusCode).toBe(400);
    expect((await savePreferences({ token, topics: ['gossip'] })).statusCode).toBe(400);

    // The page, with the unsubscribe page's headers, and its plain form.
    const page = await t.request({ method: 'GET', url: path!, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('fan@example.com');
    expect(page.body).toMatch(/value="news"[^>]*checked|checked[^>]*value="news"/);
    const form = new URLSearchParams({ token, topicsShown: '1' });
    form.append('topics', 'events');
    const posted = await postForm(path!, form);
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('Your choices are saved.');
    expect((await row('fan@example.com')).topics).toBe(0b100);
    const none = await postForm(path!, new URLSearchParams({ token, topicsShown: '1' }));
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain(NO_TOPICS);
    expect((await row('fan@example.com')).topics).toBe(0b100);
  });

  it('refuses a forged, foreign-purpose or old token as the unsubscribe page does', async () => {
    const fan = await row('fan@example.com');
    const subject = { id: fan.id, emailKey: fan.email_key, tokenVersion: fan.token_version };
    const forged = signToken('another-secret-another-secret-000000001', 'preferences', subject);
    const unsubscribeToken = signToken(MAIL_SECRET, 'unsubscribe', subject);
    const old = signToken(MAIL_SECRET, 'preferences', { ...subject, tokenVersion: subject.tokenVersion - 1 });
    for (const token of [forged, unsubscribeToken, old, 'nonsense']) {
      const res = await readPreferences(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(INVALID_LINK);
      expect((await savePreferences({ token, topics: ['news'] })).statusCode).toBe(400);
    }
    const page = await t.request({
      method: 'GET',
      url: `/newsletter/preferences?token=${encodeURIComponent(forged)}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link is not valid.');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('keeps the one-click unsubscribe, after which the page shows the address unsubscribed', async () => {
    const mail = smtp.mails.find((m) => m.subject === 'Tournament night' && m.to === 'both@example.com')!;
    expect(mail.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = await t.request({
      method: 'POST',
      url: mail.unsubscribeUrl!.replace(MAIL_PUBLIC_URL, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await row('both@example.com')).status).toBe('unsubscribed');

    const token = tokenOf(linkIn(mail, 'preferences')!);
    expect((await readPreferences(token)).json().data).toMatchObject({ status: 'unsubscribed' });
    // No way back through an old mail's link: only the sign-up and its confirmation.
    const save = await savePreferences({ token, topics: ['news'] });
    expect(save.statusCode).toBe(409);
    expect(save.json().error).toBe(NOT_SUBSCRIBED);
    expect((await row('both@example.com')).status).toBe('unsubscribed');
    const page = await t.request({
      method: 'GET',
      url: linkIn(mail, 'preferences')!,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This address receives no newsletter mail');
  });
});
