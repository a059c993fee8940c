import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './support/test-app';

/**
 * X-Forwarded-For is a header any client can write. Without TRUST_PROXY it must never choose the
 * key of a counter; with TRUST_PROXY the address the trusted proxy saw is the client.
 */
const limits = {
  RATE_LIMIT_ENABLED: 'true',
  RATE_LIMIT_LOGIN: '3',
  RATE_LIMIT_LOGIN_IP: '1000',
  RATE_LIMIT_LOGIN_ACCOUNT: '1000',
  RATE_LIMIT_PUBLIC_WRITES: '2',
};

function login(t: TestApp, options: { remoteAddress: string; forwardedFor?: string; username?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: options.remoteAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    payload: { username: options.username ?? 'admin', password: 'wrong-password' },
  });
}

function subscribe(t: TestApp, options: { remoteAddress: string; forwardedFor?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/subscribers',
    remoteAddress: options.remoteAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    payload: { email: `${randomBytes(5).toString('hex')}@test.example` },
  });
}

const spoofed = (i: number) => `198.51.100.${i + 1}`;

describe('rate limits with no trusted proxy (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: limits });
  });
  afterAll(() => t.close());

  it('does not let a new X-Forwarded-For per request reset the sign-in counter', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(t, { remoteAddress: '10.1.0.1', forwardedFor: spoofed(i) })).statusCode);
    expect(statuses).toEqual([401, 401, 401, ...Array(27).fill(429)]);
  });

  it('does not let a new X-Forwarded-For per request reset the public-writes counter', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await subscribe(t, { remoteAddress: '10.1.0.2', forwardedFor: spoofed(i) })).statusCode);
    expect(statuses).toEqual([201, 201, ...Array(8).fill(429)]);
    // Another real client is not affected.
    expect((await subscribe(t, { remoteAddress: '10.1.0.3', forwardedFor: spoofed(0) })).statusCode).toBe(
      201,
    );
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  const proxy = '10.2.0.1';
  beforeAll(async () => {
    t = await createTestApp({ env: { ...limits, TRUST_PROXY: '1' } });
  });
  afterAll(() => t.close());

  it('counts sign-ins per forwarded client', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(t, { remoteAddress: proxy, forwardedFor: '203.0.113.1' })).statusCode).toBe(401);
    expect((await login(t, { remoteAddress: proxy, forwardedFor: '203.0.113.1' })).statusCode).toBe(429);
    // A second real client behind the same proxy has its own counter.
    expect((await login(t, { remoteAddress: proxy, forwardedFor: '203.0.113.2' })).statusCode).toBe(401);
  });

  it('keys on the address the proxy appended, not on one the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await login(t, {
        remoteAddress: proxy,
        forwardedFor: `${spoofed(i)}, 203.0.113.3`,
        username: 'test_admin',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('counts public writes per forwarded client', async () => {
    const from = (client: string) => subscribe(t, { remoteAddress: proxy, forwardedFor: client });
    expect((await from('203.0.113.10')).statusCode).toBe(201);
    expect((await from('203.0.113.10')).statusCode).toBe(201);
    expect((await from('203.0.113.10')).statusCode).toBe(429);
    expect((await from('203.0.113.11')).statusCode).toBe(201);
  });
});

describe('rate limits behind a proxy trusted by address (TRUST_PROXY=10.3.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...limits, TRUST_PROXY: '10.3.0.1' } });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from any other address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(t, { remoteAddress: '10.3.0.99', forwardedFor: spoofed(i) })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Through the trusted proxy, the forwarded address is the client.
    expect((await login(t, { remoteAddress: '10.3.0.1', forwardedFor: spoofed(0) })).statusCode).toBe(401);
  });
});
