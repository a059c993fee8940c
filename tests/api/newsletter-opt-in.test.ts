import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_DAYS } from '../../server/data/subscriber-consent';
import type { ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { MAIL_PUBLIC_URL, MAIL_SECRET, createMailTestApp, signUp } from './support/mail-app';
import type { TestApp } from './support/test-app';

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
const tokenIn = (mail: ReceivedMail, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${MAIL_PUBLIC_URL}/newsletter/${page}\\?token=([^\\s"<>]+)`).exec(mail.text);
  return decodeURIComponent(match![1]!);
};
const unsubscribeToken = (mail: ReceivedMail) => new URL(mail.unsubscribeUrl!).searchParams.get('token')!;
const subscriber = (email: string) =>
  t.db.kysely.selectFrom('subscribers').selectAll().where('email_key', '=', email).executeTakeFirst();
const confirm = (token: string) =>
  t.request({ method: 'POST', url: '/api/subscribers/confirm', payload: { token } });
const unsubscribe = (token: string) =>
  t.request({ method: 'POST', url: '/api/subscribers/unsubscribe', payload: { token } });
const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click') =>
  t.request({
    method: 'POST',
    url: url.replace(MAIL_PUBLIC_URL, ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
const stats = async () =>
  (await t.request({ method: 'GET', url: '/api/subscribers/stats', as: 'admin' })).json().data;

describe('double opt-in', () => {
  it('stores a pending subscriber and mails a confirmation link with the unsubscribe headers', async () => {
    const res = await signUp(t, 'ada@example.com', { 'x-forwarded-for': '198.51.100.7' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ email: 'ada@example.com', status: 'pending' });
    expect(await subscriber('ada@example.com')).toMatchObject({ status: 'pending', confirmed_at: null });
    expect((await stats()).byStatus).toMatchObject({ pending: 1, active: 0 });

    const [mail] = await mailsTo('ada@example.com', 1);
    expect(mail!.subject).toMatch(/Confirm/);
    expect(mail!.html).toContain(`${MAIL_PUBLIC_URL}/newsletter/confirm?token=`);
    expect(mail!.unsubscribeUrl).toMatch(new RegExp(`^${MAIL_PUBLIC_URL}/newsletter/unsubscribe\\?token=`));
    expect(mail!.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('makes the subscriber active on Confirm, records when, and refuses the link a second time', async () => {
    const [mail] = await mailsTo('ada@example.com', 1);
    const res = await confirm(tokenIn(mail!, 'confirm'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'active' });
    const row = await subscriber('ada@example.com');
    expect(row!.status).toBe('active');
    expect(Date.parse(row!.confirmed_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await stats()).byStatus).toMatchObject({ pending: 0, active: 1 });

    const again = await confirm(tokenIn(mail!, 'confirm'));
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/already been used/);
  });

  it('answers an active address like a new one and mails it nothing', async () => {
    const res = await signUp(t, 'ADA@example.com');
    expect(res.json().data).toEqual({ email: 'ADA@example.com', status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.to('ada@example.com')).toHaveLength(1);
    expect((await subscriber('ada@example.com'))!.status).toBe('active');
  });

  it('mails a pending address again when it signs up again', async () => {
    await signUp(t, 'bob@example.com');
    await mailsTo('bob@example.com', 1);
    await signUp(t, 'bob@example.com');
    const mails = await mailsTo('bob@example.com', 2);
    expect(mails).toHaveLength(2);
    // The newest link works.
    expect((await confirm(tokenIn(mails[1]!, 'confirm'))).statusCode).toBe(200);
  });

  it('refuses forged tokens, and a token of one purpose for the other', async () => {
    const [mail] = await mailsTo('ada@example.com', 1);
    const real = tokenIn(mail!, 'confirm');
    const bob = (await subscriber('bob@example.com'))!;
    const forged = [
      'nonsense',
      real.replace(/^\d+\./, `${bob.id}.`),
      `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`,
      unsubscribeToken(mail!),
    ];
    for (const token of forged) {
      const res = await confirm(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(/not valid|already/) });
    }
    expect((await unsubscribe(real)).statusCode).toBe(400);
    expect((await subscriber('bob@example.com'))!.status).toBe('active');
  });
});

describe('unsubscribe', () => {
  it('unsubscribes with a one-click POST to the List-Unsubscribe URL, without sign-in', async () => {
    const [mail] = await mailsTo('ada@example.com', 1);
    const refused = await oneClick(mail!.unsubscribeUrl!, 'something=else');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('This link is incomplete. Open the whole link from the mail.');
    expect((await subscriber('ada@example.com'))!.status).toBe('active');
    // The page's own action answers: the same page a visitor sees after pressing Unsubscribe.
    const res = await oneClick(mail!.unsubscribeUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed. You will receive no more newsletter mail.');
    expect((await subscriber('ada@example.com'))!.status).toBe('unsubscribed');
    // A client that posts twice gets the same answer.
    expect((await oneClick(mail!.unsubscribeUrl!)).statusCode).toBe(200);
  });

  it('signs an unsubscribed address up again as pending, and the old links stop working', async () => {
    const [old] = await mailsTo('ada@example.com', 1);
    await signUp(t, 'ada@example.com');
    const mails = await mailsTo('ada@example.com', 2);
    expect((await subscriber('ada@example.com'))!.status).toBe('pending');
    expect((await unsubscribe(unsubscribeToken(old!))).statusCode).toBe(400);
    expect((await oneClick(old!.unsubscribeUrl!)).statusCode).toBe(400);
    expect((await confirm(tokenIn(old!, 'confirm'))).statusCode).toBe(400);
    expect((await subscriber('ada@example.com'))!.status).toBe('pending');
    // The new mail's links work: confirm, then unsubscribe through the page's button route.
    expect((await confirm(tokenIn(mails[1]!, 'confirm'))).statusCode).toBe(200);
    expect((await unsubscribe(unsubscribeToken(mails[1]!))).statusCode).toBe(200);
    expect((await subscriber('ada@example.com'))!.status).toBe('unsubscribed');
  });
});

describe('consent record and back office', () => {
  it('shows the source, the times and the hashed IP address in the list and the CSV', async () => {
    await signUp(t, 'cara@example.com');
    const [mail] = await mailsTo('cara@example.com', 1);
    await confirm(tokenIn(mail!, 'confirm'));
    const list = await t.request({ method: 'GET', url: '/api/subscribers?search=cara', as: 'admin' });
    const [cara] = list.json().data;
    // API tests inject from 127.0.0.1 and trust no proxy: the socket address is the one hashed.
    const expected = createHash('sha256').update(`${MAIL_SECRET}\n127.0.0.1`).digest('hex');
    expect(cara).toMatchObject({ source: 'website', status: 'active', ipHash: expected });
    expect(cara.confirmedAt).toEqual(expect.any(String));
    const csv = await t.request({
      method: 'GET',
      url: '/api/subscribers/export.csv?search=cara',
      as: 'admin',
    });
    expect(csv.body).toContain('Subscribed At,Confirmed At,IP Hash,Suppressed Reason,Suppressed At');
    expect(csv.body).toContain(`${cara.subscribedAt},${cara.confirmedAt},${expected}`);
  });

  it('filters by pending and resends a confirmation to a pending subscriber only', async () => {
    await signUp(t, 'dan@example.com');
    await mailsTo('dan@example.com', 1);
    const pending = await t.request({ method: 'GET', url: '/api/subscribers?status=pending', as: 'admin' });
    expect(pending.json().data.map((s: { email: string }) => s.email)).toEqual(['dan@example.com']);
    const dan = pending.json().data[0];
    const resend = (id: number) =>
      t.request({ method: 'POST', url: `/api/subscribers/${id}/resend-confirmation`, as: 'admin' });
    const res = await resend(dan.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: dan.id, queued: true });
    await mailsTo('dan@example.com', 2);
    const cara = (await subscriber('cara@example.com'))!;
    expect((await resend(cara.id)).statusCode).toBe(409);
    expect((await resend(999_999)).statusCode).toBe(404);
  });

  it(`deletes a pending sign-up not confirmed within ${PENDING_DAYS} days, and keeps the counters right`, async () => {
    await signUp(t, 'old@example.com');
    await signUp(t, 'recent@example.com');
    const ago = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    const age = (email: string, days: number) =>
      t.db.kysely
        .updateTable('subscribers')
        .set({ confirm_requested_at: ago(days) })
        .where('email_key', '=', email)
        .execute();
    await age('old@example.com', PENDING_DAYS + 0.1);
    await age('recent@example.com', PENDING_DAYS - 0.5);
    await age('cara@example.com', PENDING_DAYS + 3); // active: never purged
    const before = await stats();
    expect(await t.app.newsletter.purgeUnconfirmed()).toBe(1);
    expect(await subscriber('old@example.com')).toBeUndefined();
    expect(await subscriber('recent@example.com')).toBeDefined();
    expect(await subscriber('cara@example.com')).toBeDefined();
    const after = await stats();
    expect(after.byStatus.pending).toBe(before.byStatus.pending - 1);
    expect(after.total).toBe(before.total - 1);
  });
});
