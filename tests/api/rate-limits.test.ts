import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

const limits = { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_LOGIN: '3', RATE_LIMIT_PUBLIC_WRITES: '2' };

describe('rate limits (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: limits });
  });
  afterAll(() => t.close());

  const attempt = (username: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { username, password: 'wrong-one' },
    });

  it('limits sign-in attempts per client and username', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('admin')).statusCode).toBe(401);
    const limited = await attempt('admin');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, data: null });
    expect(limited.json().error).toMatch(/^Too many requests/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another username from the same client, and the same username from another client, still pass.
    expect((await attempt('someone-else')).statusCode).toBe(401);
    expect((await attempt('admin', '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits public writes per client', async () => {
    const subscribe = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscribers',
        remoteAddress: ip,
        payload: { email: `${randomBytes(4).toString('hex')}@test.example` },
      });
    expect((await subscribe('10.0.1.1')).statusCode).toBe(201);
    expect((await subscribe('10.0.1.1')).statusCode).toBe(201);
    const limited = await subscribe('10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expect((await subscribe('10.0.1.2')).statusCode).toBe(201);
    const rows = await t.db.kysely.selectFrom('subscribers').select('id').execute();
    expect(rows).toHaveLength(3);
  });

  it("counts the preference page's routes as public writes, its read included", async () => {
    // Each call checks a mailed link's token: guessing tokens costs the same as posting a form.
    const preferences = (method: 'GET' | 'PUT') =>
      t.app.inject({
        method,
        url: `/api/subscribers/preferences${method === 'GET' ? '?token=1.guess' : ''}`,
        remoteAddress: '10.0.3.1',
        ...(method === 'PUT' && { payload: { token: '1.guess', topics: ['news'] } }),
      });
    expect((await preferences('GET')).statusCode).toBe(400);
    expect((await preferences('PUT')).statusCode).toBe(400);
    expect((await preferences('GET')).statusCode).toBe(429);
    expect((await preferences('PUT')).statusCode).toBe(429);
  });

  it('does not limit reads', async () => {
    for (let i = 0; i < 5; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/faqs', remoteAddress: '10.0.2.1' })).statusCode,
      ).toBe(200);
  });
});

// Two instances behind a load balancer share the counters through Redis (CI sets TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Counters outlive a run in Redis (15-minute window): start from none, or the harness's own
    // sign-ins from an earlier run would already be over the limit.
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await redis.keys('bm-rate-limit-*');
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    const env = { ...limits, REDIS_URL: process.env.TEST_REDIS_URL! };
    [a, b] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('counts attempts made on either instance', async () => {
    const username = `shared_${randomBytes(4).toString('hex')}`;
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.9',
        payload: { username, password: 'nope-nope' },
      });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
