import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxRepository } from '../../server/mail/outbox';
import { type SmtpSink, smtpError, startSmtpSink } from '../support/smtp-sink';
import { freePort } from '../support/server-process';
import { createMailTestApp, eventually, outboxRows, signUp } from './support/mail-app';
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
afterEach(() => {
  smtp.decide.current = undefined;
});

const rowFor = async (email: string) => (await outboxRows(t)).find((row) => row.recipient === email)!;

describe('mail outbox and worker', () => {
  it('sends a queued mail once, with a plain-text and an HTML part, and marks it sent', async () => {
    await signUp(t, 'first@example.com');
    await smtp.waitFor(() => smtp.to('first@example.com').length === 1);
    const [mail] = smtp.to('first@example.com');
    expect(mail!.text).toContain('Confirm');
    expect(mail!.html).toContain('<a href="https://bloodandmayhem.example/newsletter/confirm?token=');
    await eventually(async () => (await rowFor('first@example.com')).status === 'sent');
    const row = await rowFor('first@example.com');
    expect(row).toMatchObject({ attempts: 1, lease_until: null, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('never queues the same purpose twice for one recipient', async () => {
    const outbox = outboxRepository(t.db.kysely);
    await signUp(t, 'twice@example.com');
    const row = await rowFor('twice@example.com');
    await outbox.enqueue({ purpose: row.purpose, recipient: row.recipient, subscriberId: row.subscriber_id });
    await outbox.enqueue({ purpose: row.purpose, recipient: row.recipient, subscriberId: row.subscriber_id });
    expect((await outboxRows(t)).filter((r) => r.recipient === 'twice@example.com')).toHaveLength(1);
    await smtp.waitFor(() => smtp.to('twice@example.com').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to('twice@example.com')).toHaveLength(1);
  });

  it('retries a temporary refusal (4xx) later, and delivers once', async () => {
    let refused = 0;
    smtp.decide.current = ({ to }) =>
      to === 'busy@example.com' && refused++ === 0 ? smtpError(451, 'Try again later') : undefined;
    await signUp(t, 'busy@example.com');
    await eventually(async () => (await rowFor('busy@example.com')).last_error !== null);
    const waiting = await rowFor('busy@example.com');
    expect(waiting.status).toBe('queued');
    expect(waiting.last_error).toMatch(/451/);
    expect(Date.parse(waiting.next_attempt_at)).toBeGreaterThan(Date.now() - 100);
    await smtp.waitFor(() => smtp.to('busy@example.com').length === 1);
    await eventually(async () => (await rowFor('busy@example.com')).status === 'sent');
    expect((await rowFor('busy@example.com')).attempts).toBe(2);
  });

  it('gives up on a permanent refusal (5xx) without retrying', async () => {
    smtp.decide.current = ({ to }) =>
      to === 'nobody@example.com' ? smtpError(550, 'No such user') : undefined;
    await signUp(t, 'nobody@example.com');
    await eventually(async () => (await rowFor('nobody@example.com')).status === 'failed');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const row = await rowFor('nobody@example.com');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/550/);
  });

  it('takes over a mail whose worker died holding it once the lease has run out, not before', async () => {
    smtp.decide.current = ({ to }) => (to.startsWith('orphan') ? smtpError(451, 'hold') : undefined);
    await signUp(t, 'orphan-old@example.com');
    await signUp(t, 'orphan-new@example.com');
    await eventually(async () => (await rowFor('orphan-new@example.com')).last_error !== null);
    smtp.decide.current = undefined;
    // As a crashed worker leaves them: claimed, one lease over, one still running for a minute.
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const set = (email: string, lease: string) =>
      t.db.kysely
        .updateTable('mail_outbox')
        .set({ status: 'sending', lease_until: lease, next_attempt_at: past })
        .where('recipient', '=', email)
        .execute();
    await set('orphan-old@example.com', past);
    await set('orphan-new@example.com', future);
    await smtp.waitFor(() => smtp.to('orphan-old@example.com').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.to('orphan-new@example.com')).toHaveLength(0);
    expect((await rowFor('orphan-new@example.com')).status).toBe('sending');
  });
});

describe('an SMTP server that cannot be reached', () => {
  it('keeps the mail queued with the error and a later attempt', async () => {
    const port = await freePort();
    const { t: app, smtp: unused } = await createMailTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await signUp(app, 'later@example.com');
      await eventually(async () => (await outboxRows(app))[0]?.last_error !== null, 20_000);
      const [row] = await outboxRows(app);
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await app.close();
      await unused.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('queues nothing and the sign-up is active at once', async () => {
    const sink = await startSmtpSink();
    const { createTestApp } = await import('./support/test-app');
    const plain = await createTestApp();
    try {
      const res = await signUp(plain, 'quiet@example.com');
      expect(res.json().data).toEqual({ email: 'quiet@example.com', status: 'active' });
      expect(await outboxRows(plain)).toHaveLength(0);
      const row = await plain.db.kysely.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow();
      expect(row.status).toBe('active');
    } finally {
      await plain.close();
      await sink.close();
    }
  });
});
