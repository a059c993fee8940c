import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPurpose } from '../../server/mail/outbox';
import { pruneOldOutboxRows } from '../../server/mail/outbox-retention';
import type { ReceivedMail, SmtpSink } from '../support/smtp-sink';
import { smtpError } from '../support/smtp-sink';
import {
  MAIL_PUBLIC_URL,
  addSubscribers,
  createMailTestApp,
  eventually,
  outboxRows,
} from './support/mail-app';
import type { TestApp } from './support/test-app';

/**
 * A post mailing's report (docs/decisions/0059-mailing-report-and-outbox-retention.md): its counts,
 * rate and times, the unsubscribes through its links, and numbers that outlive the outbox's pruning.
 */
let t: TestApp;
let smtp: SmtpSink;

const DAY = 24 * 60 * 60_000;
const READERS = 12;

async function mailPost(title: string) {
  const created = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: {
      title,
      excerpt: 'News.',
      content: 'News from the arena.',
      author: 'Test admin',
      published: true,
    },
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data as { id: number };
  const asked = await t.request({
    method: 'POST',
    url: `/api/dev-diaries/${id}/email`,
    as: 'admin',
    payload: {},
  });
  expect(asked.statusCode).toBe(200);
  await eventually(async () => {
    const r = await report(id);
    return r.state === 'enqueued' && r.queued === 0;
  });
  return id;
}

const report = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/dev-diaries/${id}/email`, as: 'admin' })).json().data;

const mailOf = (subject: string, to: string): ReceivedMail =>
  smtp.mails.find((mail) => mail.subject === subject && mail.to === to)!;

const statusOf = async (email: string) =>
  (
    await t.db.kysely
      .selectFrom('subscribers')
      .select('status')
      .where('email_key', '=', email)
      .executeTakeFirst()
  )?.status;

/** Moves every row of a mailing `days` into the past, as if it had been sent then. */
async function age(postId: number, days: number) {
  for (const row of (await outboxRows(t)).filter((r) => r.purpose === postPurpose(postId)))
    await t.db.kysely
      .updateTable('mail_outbox')
      .set({
        created_at: new Date(Date.parse(row.created_at) - days * DAY).toISOString(),
        sent_at: row.sent_at && new Date(Date.parse(row.sent_at) - days * DAY).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
}

let first: number;
let second: number;

beforeAll(async () => {
  ({ t, smtp } = await createMailTestApp());
  await addSubscribers(t, 'reader', READERS);
  smtp.decide.current = ({ to }) =>
    to === 'reader3@example.com' ? smtpError(550, 'Mailbox unavailable') : undefined;
  first = await mailPost('First report');
  second = await mailPost('Second report');
  smtp.decide.current = undefined;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("a post mailing's report", () => {
  it('counts the mails sent and refused, when the first and last went, and the rate', async () => {
    const r = await report(first);
    expect(r).toMatchObject({
      state: 'enqueued',
      queued: 0,
      sent: READERS - 1,
      failed: 1,
      cancelled: 0,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
    });
    expect(Date.parse(r.firstSentAt)).toBeLessThanOrEqual(Date.parse(r.lastSentAt));
    expect(r.ratePerSecond).toBeGreaterThan(0);
  });

  it('answers an empty report for a post never mailed', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/dev-diaries',
      as: 'admin',
      payload: {
        title: 'Never mailed',
        excerpt: '',
        content: 'Quiet.',
        author: 'Test admin',
        published: true,
      },
    });
    expect(await report(created.json().data.id)).toMatchObject({
      state: 'none',
      sent: 0,
      unsubscribed: 0,
      firstSentAt: null,
      lastSentAt: null,
      ratePerSecond: null,
    });
  });

  it("counts an unsubscribe through a mail's link once, for that mailing only", async () => {
    const viaApi = mailOf('First report', 'reader0@example.com').unsubscribeUrl!;
    const link = new URL(viaApi);
    expect(link.origin).toBe(MAIL_PUBLIC_URL);
    expect(link.searchParams.get('mailing')).toBe(String(first));
    const body = { token: link.searchParams.get('token')!, mailing: first };
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request({ method: 'POST', url: '/api/subscribers/unsubscribe', payload: body });
      expect(res.statusCode).toBe(200);
    }
    expect(await statusOf('reader0@example.com')).toBe('unsubscribed');

    // A mail client's one-click unsubscribe (RFC 8058) posts to the List-Unsubscribe URL itself.
    const oneClick = new URL(mailOf('First report', 'reader1@example.com').unsubscribeUrl!);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.request({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await statusOf('reader1@example.com')).toBe('unsubscribed');

    // The page's button: the page keeps the mailing in a hidden field, and its form posts it.
    const pageLink = new URL(mailOf('First report', 'reader4@example.com').unsubscribeUrl!);
    const path = `${pageLink.pathname}${pageLink.search}`;
    const shown = await t.request({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(shown.body).toMatch(new RegExp(`<input type="hidden" name="mailing" value="${first}"/>`));
    const pressed = await t.request({
      method: 'POST',
      url: pageLink.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: new URLSearchParams({
        token: pageLink.searchParams.get('token')!,
        mailing: String(first),
      }).toString(),
    });
    expect(pressed.statusCode).toBe(200);
    expect(await statusOf('reader4@example.com')).toBe('unsubscribed');

    expect((await report(first)).unsubscribed).toBe(3);
    expect((await report(second)).unsubscribed).toBe(0);
  });

  it('counts nothing for a mailing that does not exist, and still unsubscribes', async () => {
    const link = new URL(mailOf('Second report', 'reader2@example.com').unsubscribeUrl!);
    const res = await t.request({
      method: 'POST',
      url: '/api/subscribers/unsubscribe',
      payload: { token: link.searchParams.get('token')!, mailing: 987_654 },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf('reader2@example.com')).toBe('unsubscribed');
    expect((await report(second)).unsubscribed).toBe(0);
  });
});

describe('pruning old mails', () => {
  it('deletes only the finished rows older than the retention, in batches, and the reports stay the same', async () => {
    // A mail queued long ago that is still waiting (due in the future, so the worker leaves it).
    const old = new Date(Date.now() - 3 * DAY).toISOString();
    await t.db.kysely
      .insertInto('mail_outbox')
      .values({
        purpose: postPurpose(first),
        recipient: 'late@example.com',
        status: 'queued',
        next_attempt_at: new Date(Date.now() + DAY).toISOString(),
        created_at: old,
      })
      .execute();
    await age(first, 2);
    const before = { first: await report(first), second: await report(second) };
    expect(before.first).toMatchObject({ queued: 1, sent: READERS - 1, failed: 1, unsubscribed: 3 });

    const shortened = {
      ...t.app,
      config: { ...t.app.config, mail: { ...t.app.config.mail, retentionDays: 1 } },
    };
    // Batches of 5: the first mailing's 11 sent rows take three, its failed one a fourth. Two
    // instances pruning at once delete each row once between them, and count it once.
    const runs = await Promise.all([
      pruneOldOutboxRows(shortened as typeof t.app, 5),
      pruneOldOutboxRows(shortened as typeof t.app, 5),
    ]);
    expect(runs[0] + runs[1]).toBe(READERS);

    const left = await outboxRows(t);
    expect(left.filter((r) => r.purpose === postPurpose(first)).map((r) => r.status)).toEqual(['queued']);
    // reader3's refusal bounced the address: the second mailing left it out.
    expect(left.filter((r) => r.purpose === postPurpose(second))).toHaveLength(READERS - 1);
    expect(await report(first)).toEqual(before.first);
    expect(await report(second)).toEqual(before.second);

    // Nothing more is old enough: a second run deletes nothing and counts nothing twice.
    expect(await pruneOldOutboxRows(shortened as typeof t.app, 5)).toBe(0);
    expect(await report(first)).toEqual(before.first);
  });

  it('keeps the finished rows younger than the default retention', async () => {
    expect(t.app.config.mail.retentionDays).toBe(30);
    expect(await pruneOldOutboxRows(t.app)).toBe(0);
    expect((await outboxRows(t)).filter((r) => r.purpose === postPurpose(second))).toHaveLength(READERS - 1);
  });
});
