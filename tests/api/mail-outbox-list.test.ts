import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_COUNT_CAP } from '../../server/data/mail-outbox';
import type { MailOutboxTable } from '../../server/db/schema';
import { type TestApp, createTestApp } from './support/test-app';

/** GET /api/mail-outbox: the operators' view of the outbox, paged and filtered, newest first. */
let t: TestApp;
const list = (query = '', as: 'super_admin' | 'admin' | null = 'super_admin') =>
  t.request({ method: 'GET', url: `/api/mail-outbox${query}`, as });

const row = (
  purpose: string,
  recipient: string,
  status: MailOutboxTable['status'],
  error: string | null = null,
) => ({
  purpose,
  recipient,
  subscriber_id: null,
  status,
  attempts: status === 'queued' ? 0 : 1,
  next_attempt_at: '2026-11-24T10:00:00.000Z',
  last_error: error,
  created_at: '2026-11-24T10:00:00.000Z',
  sent_at: status === 'sent' ? '2026-11-24T10:00:01.000Z' : null,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db.kysely
    .insertInto('mail_outbox')
    .values([
      row('post:1', 'a@example.com', 'sent'),
      row('post:1', 'b@example.com', 'failed', '550 mailbox unavailable'),
      row('post:2', 'a@example.com', 'queued'),
      row('confirm:9:1', 'c@example.com', 'cancelled', 'no longer pending'),
      row('post:2', 'b@example.com', 'failed', '552 message too large'),
    ])
    .execute();
});
afterAll(() => t.close());

describe('GET /api/mail-outbox', () => {
  it('lists the mails newest first, with the total', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.data.map((m: { recipient: string; purpose: string }) => `${m.purpose} ${m.recipient}`),
    ).toEqual([
      'post:2 b@example.com',
      'confirm:9:1 c@example.com',
      'post:2 a@example.com',
      'post:1 b@example.com',
      'post:1 a@example.com',
    ]);
    expect(body.meta).toMatchObject({ total: 5, limit: 50, offset: 0 });
    expect(body.meta.totalExact).not.toBe(false);
    expect(res.headers['x-total-count']).toBe('5');
    expect(body.data[0]).toMatchObject({ status: 'failed', lastError: '552 message too large', attempts: 1 });
  });

  it('filters by status and by mailing, and pages', async () => {
    const failed = (await list('?status=failed')).json();
    expect(failed.data.map((m: { lastError: string }) => m.lastError)).toEqual([
      '552 message too large',
      '550 mailbox unavailable',
    ]);
    const post = (await list('?purpose=post:1&limit=1&offset=1')).json();
    expect(post.data).toHaveLength(1);
    expect(post.data[0]).toMatchObject({ recipient: 'a@example.com', status: 'sent' });
    expect(post.meta).toMatchObject({ total: 2, limit: 1, offset: 1 });
  });

  it('finds every mail of one address, in any case', async () => {
    const res = await list('?recipient=%20B@Example.COM%20');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((m: { purpose: string }) => m.purpose)).toEqual(['post:2', 'post:1']);
    expect(res.json().meta).toMatchObject({ total: 2 });
    const none = (await list('?recipient=nobody@example.com')).json();
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('stops counting past its cap', async () => {
    const many = Array.from({ length: OUTBOX_COUNT_CAP + 1 }, (_, i) =>
      row('post:3', `r${i}@example.com`, 'sent'),
    );
    for (let i = 0; i < many.length; i += 1000)
      await t.db.kysely
        .insertInto('mail_outbox')
        .values(many.slice(i, i + 1000))
        .execute();
    const body = (await list('?purpose=post:3&limit=2')).json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ total: OUTBOX_COUNT_CAP, totalExact: false });
  });

  it('names a wrong filter', async () => {
    const res = await list('?status=lost');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(
      /status must be one of queued, sending, sent, failed, cancelled, bounced, complained/,
    );
    // A mail reported back after it was sent (docs/decisions/0058-bounces-and-complaints.md).
    expect((await list('?status=bounced')).statusCode).toBe(200);
    const blank = await list('?recipient=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatch(/recipient must not be blank/);
  });

  it('is for super admins only, and read only', async () => {
    expect((await list('', 'admin')).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
    const removed = await t.request({ method: 'DELETE', url: '/api/mail-outbox', as: 'super_admin' });
    expect(removed.statusCode).toBe(405);
  });
});
