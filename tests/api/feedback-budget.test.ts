import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';
import { PNG, padded } from '../support/media-fixtures';

const LIMIT_MESSAGE =
  'Daily attachment limit reached: each visitor may attach up to 1 MB of files per day. ' +
  'Please try again tomorrow, or send your feedback with smaller files or none.';

const payload = (files: Buffer[]) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Combo drops on mobile',
  description: 'The third hit of the chain never lands on my phone.',
  attachments: files.map((data, i) => ({
    name: `${i}.png`,
    data: `data:image/png;base64,${data.toString('base64')}`,
  })),
});
const submit = (t: TestApp, client: string, files: Buffer[] = []) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', remoteAddress: client, payload: payload(files) });
const feedbackRows = async (t: TestApp) =>
  (await t.db.kysely.selectFrom('feedback').select('id').execute()).length;

const SIX_HUNDRED_KB = padded(PNG, 600 * 1024);
const THREE_HUNDRED_KB = padded(PNG, 300 * 1024);
const NINE_HUNDRED_KB = padded(PNG, 900 * 1024);

describe('Daily attachment budget per client (UPLOAD_DAILY_MB_PER_CLIENT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_DAILY_MB_PER_CLIENT: '1' } });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('takes attachments up to the budget and refuses the submission that would pass it with 429', async () => {
    expect((await submit(t, '10.1.0.1', [SIX_HUNDRED_KB])).statusCode).toBe(201);
    const rows = await feedbackRows(t);
    const refused = await submit(t, '10.1.0.1', [SIX_HUNDRED_KB]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, data: null, error: LIMIT_MESSAGE });
    expect(await feedbackRows(t)).toBe(rows);
    // What is left of the budget can still be used, and feedback without files is never limited.
    expect((await submit(t, '10.1.0.1', [THREE_HUNDRED_KB])).statusCode).toBe(201);
    expect((await submit(t, '10.1.0.1')).statusCode).toBe(201);
  });

  it('keeps a separate budget for each client', async () => {
    expect((await submit(t, '10.1.0.2', [NINE_HUNDRED_KB])).statusCode).toBe(201);
    expect((await submit(t, '10.1.0.3', [NINE_HUNDRED_KB])).statusCode).toBe(201);
    expect((await submit(t, '10.1.0.2', [THREE_HUNDRED_KB])).statusCode).toBe(429);
  });

  it('counts only accepted submissions', async () => {
    const client = '10.1.0.4';
    // Refused by content: not an image.
    const text = Buffer.alloc(900 * 1024, 'a');
    expect((await submit(t, client, [text])).statusCode).toBe(415);
    // Refused because the disk failed.
    vi.spyOn(t.app.storage, 'put').mockRejectedValueOnce(
      Object.assign(new Error('ENOSPC: write failed'), { code: 'ENOSPC' }),
    );
    expect((await submit(t, client, [NINE_HUNDRED_KB])).statusCode).toBe(507);
    // Refused because the database failed.
    vi.spyOn(t.db.kysely, 'transaction').mockImplementationOnce(() => {
      throw new Error('database down');
    });
    expect((await submit(t, client, [NINE_HUNDRED_KB])).statusCode).toBe(500);
    // None of those used the budget.
    expect((await submit(t, client, [NINE_HUNDRED_KB])).statusCode).toBe(201);
  });
});

// Two instances behind a load balancer share the budget through Redis (CI sets TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('Daily attachment budget shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  // A client address of this run only, so counters from other runs or other tests never meet it.
  const client = `10.${randomInt(2, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;
  beforeAll(async () => {
    const env = { UPLOAD_DAILY_MB_PER_CLIENT: '1', REDIS_URL: process.env.TEST_REDIS_URL! };
    [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys(`bm-feedback-bytes:*:${client}`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts bytes sent to either instance', async () => {
    expect((await submit(a, client, [SIX_HUNDRED_KB])).statusCode).toBe(201);
    const refused = await submit(b, client, [SIX_HUNDRED_KB]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(LIMIT_MESSAGE);
    expect((await submit(b, client, [THREE_HUNDRED_KB])).statusCode).toBe(201);
    expect((await submit(a, client, [THREE_HUNDRED_KB])).statusCode).toBe(429);
  });
});
