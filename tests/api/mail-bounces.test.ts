import { createHmac, randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PENDING_DAYS, consentRepository } from '../../server/data/subscriber-consent';
import { SOFT_BOUNCE_LIMIT, suppressionRepository } from '../../server/data/suppressions';
import { subscriberRepository } from '../../server/data/subscribers';
import { postPurpose } from '../../server/mail/outbox';
import { verpAddress } from '../../server/mail/verp';
import type { SmtpSink } from '../support/smtp-sink';
import { smtpError } from '../support/smtp-sink';
import {
  MAIL_SECRET,
  addActiveSubscribers,
  createMailTestApp,
  eventually,
  outboxRows,
  signUp,
} from './support/mail-app';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * Bounces and complaints close the loop: a refused send, a delivery or feedback report at the
 * bounce address, and Mailgun's signed webhook each stop the subscriber's mail, audited as `mail`.
 */
const BOUNCE_ADDRESS = 'bounces@mail.bloodandmayhem.example';
const MAILGUN_KEY = 'mailgun-signing-key-for-tests';

let t: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  ({ t, smtp } = await createMailTestApp({
    MAIL_BOUNCE_ADDRESS: BOUNCE_ADDRESS,
    MAIL_BOUNCE_SMTP_PORT: '0',
    MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY,
  }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const addActive = (...emails: string[]) => addActiveSubscribers(t, emails);

const subscriber = (email: string) =>
  t.db.kysely.selectFrom('subscribers').selectAll().where('email_key', '=', email).executeTakeFirstOrThrow();

const auditOf = (id: number) =>
  t.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'subscriber')
    .where('entity_id', '=', id)
    .execute();

let postCount = 0;
/** Publishes a post and mails it to the active subscribers; answers its id. */
async function mailPost() {
  postCount += 1;
  const res = await t.request({
    method: 'POST',
    url: '/api/dev-diaries',
    as: 'admin',
    payload: {
      title: `Bounce news ${postCount}`,
      excerpt: 'News.',
      content: 'News for the subscribers.',
      author: 'Test admin',
      tags: ['News'],
      published: true,
    },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  const mailed = await t.request({
    method: 'POST',
    url: `/api/dev-diaries/${id}/email`,
    as: 'admin',
    payload: {},
  });
  expect(mailed.statusCode).toBe(200);
  return id;
}

const rowOf = async (postId: number, email: string) =>
  (await outboxRows(t)).find((row) => row.purpose === postPurpose(postId) && row.recipient === email);

/** Sends a message over SMTP to the bounce listener, as a receiving MTA would. */
async function deliverReport(to: string, raw: string) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: t.app.bounceListenerPort()!,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ envelope: { from: '', to }, raw: raw.replace(/\r?\n/g, '\r\n') });
  } finally {
    transport.close();
  }
}

const dsn = (to: string, action: string, status: string) => `From: MAILER-DAEMON@mx.example.net
To: ${to}
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="report-1"

--report-1
Content-Type: text/plain; charset=us-ascii

Your message could not be delivered.
--report-1
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.net
Arrival-Date: Mon, 30 Nov 2026 18:00:00 +0000

Final-Recipient: rfc822; someone@example.net
Action: ${action}
Status: ${status}
Diagnostic-Code: smtp; 550 ${status} user unknown

--report-1
Content-Type: text/rfc822-headers

From: news@bloodandmayhem.example
Subject: Bounce news

--report-1--
`;

const arf = (to: string) => `From: fbl@isp.example.net
To: ${to}
Subject: Abuse report
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="arf-1"

--arf-1
Content-Type: text/plain

This is an abuse report for a message received from your network.
--arf-1
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: ExampleFBL/1.0
Version: 1

--arf-1
Content-Type: text/rfc822-headers

From: news@bloodandmayhem.example
Subject: Bounce news

--arf-1--
`;

/** A Mailgun webhook body signed with `key` at `timestamp` (seconds). */
function mailgunBody(
  eventData: Record<string, unknown>,
  {
    key = MAILGUN_KEY,
    timestamp = Math.floor(Date.now() / 1000),
    token = randomBytes(25).toString('hex'),
  } = {},
) {
  const signature = createHmac('sha256', key).update(`${timestamp}${token}`).digest('hex');
  return { signature: { timestamp: String(timestamp), token, signature }, 'event-data': eventData };
}
const postMailgun = (payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/mail/webhooks/mailgun',
    payload: payload as Record<string, unknown>,
  });

describe('a refused send', () => {
  it('makes a permanently refused subscriber bounced, audited as mail, and mails them nothing more', async () => {
    await addActive('dead@example.com', 'reader1@example.com', 'reader2@example.com', 'reader3@example.com');
    smtp.decide.current = ({ to }) =>
      to === 'dead@example.com' ? smtpError(550, 'Mailbox unavailable') : undefined;
    const first = await mailPost();
    await eventually(async () => (await subscriber('dead@example.com')).status === 'bounced');
    const dead = await subscriber('dead@example.com');
    expect(dead.suppressed_reason).toContain('Mailbox unavailable');
    expect(dead.suppressed_at).toEqual(expect.any(String));
    // The row keeps its meaning: refused at send time, failed.
    expect((await rowOf(first, 'dead@example.com'))!.status).toBe('failed');
    const [entry] = await auditOf(dead.id);
    expect(entry).toMatchObject({
      action: 'mail_bounce',
      actor_name: 'mail',
      actor_id: null,
      entity_label: 'dead@example.com',
    });
    expect(entry!.summary).toContain('refused when sent');

    // Every subscriber mail goes out with its own signed VERP sender.
    await smtp.waitFor((mails) => mails.filter((m) => m.subject === 'Bounce news 1').length === 3);
    const sent = smtp.mails.find((m) => m.to === 'reader1@example.com' && m.subject === 'Bounce news 1')!;
    const row = await rowOf(first, 'reader1@example.com');
    expect(sent.envelopeFrom).toBe(verpAddress(BOUNCE_ADDRESS, MAIL_SECRET, row!.id));
    expect(sent.envelopeFrom).toMatch(/^bounces\+\d+-[0-9a-f]{12}@mail\.bloodandmayhem\.example$/);
    expect(sent.rawHeaders['x-mailgun-variables']).toBe(JSON.stringify({ outbox_id: String(row!.id) }));

    smtp.decide.current = undefined;
    const second = await mailPost();
    await smtp.waitFor((mails) => mails.filter((m) => m.subject === 'Bounce news 2').length === 3);
    expect(await rowOf(second, 'dead@example.com')).toBeUndefined();
    expect(smtp.to('dead@example.com')).toHaveLength(0);
  });

  it(`bounces an address after ${SOFT_BOUNCE_LIMIT} soft bounces of distinct mails, its retries counted once`, async () => {
    await addActive('full@example.com');
    smtp.decide.current = ({ to }) =>
      to === 'full@example.com' ? smtpError(452, 'Mailbox full') : undefined;
    for (let n = 1; n < SOFT_BOUNCE_LIMIT; n += 1) {
      const post = await mailPost();
      await eventually(
        async () =>
          (await subscriber('full@example.com')).soft_bounce_mail_id ===
          (await rowOf(post, 'full@example.com'))?.id,
      );
      // The first mail is retried meanwhile (MAIL_RETRY_SECONDS=1): its refusals do not add up.
      expect(await subscriber('full@example.com')).toMatchObject({ status: 'active', soft_bounces: n });
    }
    await mailPost();
    await eventually(async () => (await subscriber('full@example.com')).status === 'bounced');
    const full = await subscriber('full@example.com');
    expect(full.suppressed_reason).toMatch(/^3 soft bounces in a row, the last: .*Mailbox full/);
    expect((await auditOf(full.id)).map((e) => e.action)).toEqual(['mail_bounce']);
    smtp.decide.current = undefined;
  });

  it('counts no bounce for a failure that is not about the recipient (connection, sign-in, sender)', async () => {
    await addActive('innocent@example.com');
    const innocent = await subscriber('innocent@example.com');
    const [row] = await t.db.kysely
      .insertInto('mail_outbox')
      .values({
        purpose: 'post:424242',
        recipient: 'innocent@example.com',
        subscriber_id: innocent.id,
        status: 'failed',
        next_attempt_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .execute();
    const failures = [
      { permanent: false, final: true, message: 'connect ECONNREFUSED 127.0.0.1:25' },
      { permanent: false, final: false, message: 'Invalid login', responseCode: 535, command: 'AUTH PLAIN' },
      { permanent: true, final: true, message: 'Sender refused', responseCode: 553, command: 'MAIL FROM' },
    ];
    for (const failure of failures)
      await t.app.bounces.onSendFailure(row!, { ...failure, throttled: false, unreachable: false });
    expect(await subscriber('innocent@example.com')).toMatchObject({ status: 'active', soft_bounces: 0 });
    await t.app.bounces.onSendFailure(row!, {
      permanent: true,
      throttled: false,
      unreachable: false,
      final: true,
      message: 'User unknown',
      responseCode: 550,
      command: 'RCPT TO',
    });
    expect((await subscriber('innocent@example.com')).status).toBe('bounced');
  });

  it('starts the soft-bounce count again once a mail to the address was accepted', async () => {
    await addActive('flaky@example.com');
    const flaky = await subscriber('flaky@example.com');
    const suppressions = suppressionRepository(t.db.kysely);
    const mail = async (status: 'queued' | 'sent', sentAt: string | null) => {
      const [row] = await t.db.kysely
        .insertInto('mail_outbox')
        .values({
          purpose: `post:${900 + Math.floor(Math.random() * 1e6)}`,
          recipient: 'flaky@example.com',
          subscriber_id: flaky.id,
          status,
          next_attempt_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
          sent_at: sentAt,
        })
        .returning('id')
        .execute();
      return row!.id;
    };
    await suppressions.softBounce(flaky.id, await mail('queued', null), '452 full', 'test');
    await suppressions.softBounce(flaky.id, await mail('queued', null), '452 full', 'test');
    expect((await subscriber('flaky@example.com')).soft_bounces).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mail('sent', new Date().toISOString());
    await suppressions.softBounce(flaky.id, await mail('queued', null), '452 full', 'test');
    expect(await subscriber('flaky@example.com')).toMatchObject({ status: 'active', soft_bounces: 1 });
  });
});

describe('reports at the bounce address', () => {
  const verpOf = async (email: string) => {
    // Marked sent once the sink has answered (server/mail/sent-marks.ts), maybe a moment later.
    const row = await vi.waitFor(async () => {
      const sent = (await outboxRows(t)).find((r) => r.recipient === email && r.status === 'sent');
      if (!sent) throw new Error(`no mail to ${email} marked sent yet`);
      return sent;
    });
    const mail = smtp.mails.find((m) => m.to === email)!;
    expect(mail.envelopeFrom).toBe(verpAddress(BOUNCE_ADDRESS, MAIL_SECRET, row.id));
    return { row, address: mail.envelopeFrom };
  };

  it('makes the subscriber bounced on a delivery status notification of a permanent failure', async () => {
    const { row, address } = await verpOf('reader1@example.com');
    await deliverReport(address, dsn(address, 'failed', '5.1.1'));
    const reader = await subscriber('reader1@example.com');
    expect(reader.status).toBe('bounced');
    expect(reader.suppressed_reason).toContain('5.1.1');
    const after = (await outboxRows(t)).find((r) => r.id === row.id)!;
    expect(after.status).toBe('bounced');
    expect((await auditOf(reader.id))[0]).toMatchObject({ action: 'mail_bounce', actor_name: 'mail' });
  });

  it('counts a delayed report as a soft bounce only', async () => {
    const { row, address } = await verpOf('reader3@example.com');
    await deliverReport(address, dsn(address, 'delayed', '4.2.2'));
    expect(await subscriber('reader3@example.com')).toMatchObject({
      status: 'active',
      soft_bounces: 1,
      soft_bounce_mail_id: row.id,
    });
  });

  it('refuses a report to a VERP address whose signature is wrong, or to any other address', async () => {
    const { row } = await verpOf('reader2@example.com');
    const forged = `bounces+${row.id}-000000000000@mail.bloodandmayhem.example`;
    await expect(deliverReport(forged, dsn(forged, 'failed', '5.1.1'))).rejects.toMatchObject({
      responseCode: 550,
    });
    const other = verpAddress('bounces@elsewhere.example', MAIL_SECRET, row.id);
    await expect(deliverReport(other, dsn(other, 'failed', '5.1.1'))).rejects.toMatchObject({
      responseCode: 550,
    });
    expect((await subscriber('reader2@example.com')).status).toBe('active');
  });

  it('makes the subscriber complained on an abuse feedback report (ARF)', async () => {
    const { row, address } = await verpOf('reader2@example.com');
    await deliverReport(address, arf(address));
    const reader = await subscriber('reader2@example.com');
    expect(reader).toMatchObject({ status: 'complained' });
    expect(reader.suppressed_reason).toContain('spam');
    expect((await outboxRows(t)).find((r) => r.id === row.id)!.status).toBe('complained');
    expect((await auditOf(reader.id))[0]).toMatchObject({ action: 'mail_complaint', actor_name: 'mail' });
  });
});

describe('the Mailgun webhook', () => {
  let rowId: number;
  beforeAll(async () => {
    await addActive('mg1@example.com', 'mg2@example.com');
    const post = await mailPost();
    await eventually(async () => (await rowOf(post, 'mg2@example.com'))?.status === 'sent');
    rowId = (await rowOf(post, 'mg1@example.com'))!.id;
  });

  it('refuses a forged signature with 401 and changes nothing', async () => {
    const body = mailgunBody(
      { event: 'complained', recipient: 'mg1@example.com', 'user-variables': { outbox_id: String(rowId) } },
      { key: 'not-the-signing-key' },
    );
    const res = await postMailgun(body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      data: null,
      error: 'The webhook signature is not valid',
    });
    expect((await subscriber('mg1@example.com')).status).toBe('active');
  });

  it('refuses a stale timestamp with 401', async () => {
    const body = mailgunBody(
      { event: 'complained', 'user-variables': { outbox_id: String(rowId) } },
      { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 },
    );
    expect((await postMailgun(body)).statusCode).toBe(401);
    expect((await subscriber('mg1@example.com')).status).toBe('active');
  });

  it('makes the subscriber complained on a valid complaint, and refuses the same event replayed', async () => {
    const body = mailgunBody({
      event: 'complained',
      recipient: 'mg1@example.com',
      'user-variables': { outbox_id: String(rowId) },
    });
    const res = await postMailgun(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ recorded: true });
    expect((await subscriber('mg1@example.com')).status).toBe('complained');
    expect((await outboxRows(t)).find((r) => r.id === rowId)!.status).toBe('complained');

    const replay = await postMailgun(body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().success).toBe(false);
  });

  it('is not there without a signing key, whatever is posted', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request({
        method: 'POST',
        url: '/api/mail/webhooks/mailgun',
        payload: mailgunBody({ event: 'complained', recipient: 'mg1@example.com' }),
      });
      expect(res.statusCode).toBe(404);
      expect(
        (await plain.request({ method: 'POST', url: '/api/mail/webhooks/mailgun', payload: {} })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('bounces by recipient on a permanent failure without a mail id', async () => {
    const res = await postMailgun(
      mailgunBody({
        event: 'failed',
        severity: 'permanent',
        recipient: 'MG2@example.com',
        'delivery-status': { code: 550, message: 'No such user' },
      }),
    );
    expect(res.json().data).toEqual({ recorded: true });
    expect(await subscriber('mg2@example.com')).toMatchObject({
      status: 'bounced',
      suppressed_reason: '550 No such user',
    });
  });
});

describe('suppressed addresses', () => {
  it('needs a fresh confirmation when a complained address signs up again', async () => {
    const before = smtp.to('mg1@example.com').length;
    expect((await signUp(t, 'mg1@example.com')).statusCode).toBe(201);
    const mg1 = await subscriber('mg1@example.com');
    expect(mg1).toMatchObject({ status: 'pending', suppressed_reason: null, suppressed_at: null });
    await smtp.waitFor(() => smtp.to('mg1@example.com').length === before + 1);
    expect(smtp.to('mg1@example.com').at(-1)!.subject).toMatch(/confirm/i);
  });

  it('keeps a suppressed address suppressed when a sign-up cannot be confirmed (mail off)', async () => {
    const row = await subscriberRepository(t.db.kysely).subscribe({
      email: 'reader2@example.com',
      source: 'website',
      ipHash: 'x',
      confirm: false,
      locale: null,
    });
    expect(row.status).toBe('complained');
  });

  it('deletes a sign-up whose confirmation bounced after the pending days, and keeps a complaint', async () => {
    smtp.decide.current = ({ to }) =>
      to === 'typo@exampel.com' ? smtpError(550, 'No such domain') : undefined;
    expect((await signUp(t, 'typo@exampel.com')).statusCode).toBe(201);
    await eventually(async () => (await subscriber('typo@exampel.com')).status === 'bounced');
    smtp.decide.current = undefined;
    const consent = consentRepository(t.db.kysely);
    const later = Date.now() + (PENDING_DAYS + 1) * 24 * 60 * 60 * 1000;
    expect(await consent.purgeUnconfirmed(Date.now())).toBe(0);
    const before = await subscriber('reader2@example.com');
    await consent.purgeUnconfirmed(later);
    const left = await t.db.kysely.selectFrom('subscribers').select('email_key').execute();
    expect(left.map((s) => s.email_key)).not.toContain('typo@exampel.com');
    // Bounced after a confirmation by mail, or complained: kept.
    expect(left.map((s) => s.email_key)).toEqual(
      expect.arrayContaining(['reader2@example.com', 'dead@example.com']),
    );
    expect((await subscriber('reader2@example.com')).status).toBe(before.status);
  });

  it('shows bounced and complained in the list filter, the counters and the CSV', async () => {
    const list = async (status: string) =>
      (await t.request({ method: 'GET', url: `/api/subscribers?status=${status}`, as: 'admin' })).json()
        .data as {
        email: string;
        status: string;
        suppressedReason: string | null;
        suppressedAt: string | null;
      }[];
    const bounced = await list('bounced');
    expect(bounced.map((s) => s.email).sort()).toEqual(
      [
        'dead@example.com',
        'full@example.com',
        'innocent@example.com',
        'mg2@example.com',
        'reader1@example.com',
      ].sort(),
    );
    expect(bounced.every((s) => s.suppressedReason && s.suppressedAt)).toBe(true);
    expect((await list('complained')).map((s) => s.email)).toEqual(['reader2@example.com']);

    const stats = (await t.request({ method: 'GET', url: '/api/subscribers/stats', as: 'admin' })).json()
      .data;
    expect(stats.byStatus).toMatchObject({ bounced: 5, complained: 1 });

    const csv = await t.request({
      method: 'GET',
      url: '/api/subscribers/export.csv?status=complained',
      as: 'admin',
    });
    const [header, line] = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe(
      'Email,Name,Status,Source,Subscribed At,Confirmed At,IP Hash,Suppressed Reason,Suppressed At',
    );
    expect(line).toMatch(
      /^reader2@example\.com,,complained,website,.*,reported as spam \(ExampleFBL\/1\.0\),\d{4}-/,
    );
  });
});
