import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordWork } from '../../server/auth/passwords';
import { PASSWORD, type TestApp, createTestApp } from './support/test-app';

/**
 * Three sign-in budgets per 15 minutes: per client and account (RATE_LIMIT_LOGIN), per client
 * whatever the username (RATE_LIMIT_LOGIN_IP) and per account from any client
 * (RATE_LIMIT_LOGIN_ACCOUNT). An account counts as one however it is named, and its known devices
 * and passkeys have budgets of their own: tests/api/session-limits.test.ts. The harness signs its
 * three users in from 127.0.0.1, so these tests use other addresses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_LOGIN: '50',
      RATE_LIMIT_LOGIN_IP: '5',
      RATE_LIMIT_LOGIN_ACCOUNT: '4',
    },
  });
});
afterAll(() => t.close());

const login = (username: string, remoteAddress: string, password = 'wrong-password') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { username, password } });

async function statuses(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await attempt(i)).statusCode);
  return result;
}

describe('sign-in limit per client, across usernames', () => {
  it('refuses a client that tries many usernames', async () => {
    const result = await statuses(8, (i) => login(`spray_${i}`, '10.4.0.1'));
    expect(result).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const refused = await login('someone_new', '10.4.0.1');
    expect(refused.json()).toMatchObject({ success: false, data: null });
    expect(refused.json().error).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await login('spray_0', '10.4.0.2')).statusCode).toBe(401);
  });
});

describe('sign-in limit per account, across clients', () => {
  it('refuses an account tried from many addresses, even with the right password', async () => {
    const result = await statuses(6, (i) => login('test_admin', `10.5.0.${i + 1}`));
    expect(result).toEqual([401, 401, 401, 429, 429, 429]);
    // The harness signed test_admin in once already: that was the first of its four.
    expect((await login('TEST_ADMIN ', '10.5.1.1', PASSWORD)).statusCode).toBe(429);
    // Other accounts still sign in.
    expect((await login('test_user', '10.5.1.1', PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown username exactly like a real one, so a refusal reveals nothing', async () => {
    const real = await statuses(6, (i) => login('admin', `10.6.0.${i + 1}`));
    const ghost = await statuses(6, (i) => login('no_such_user', `10.6.1.${i + 1}`));
    expect(real).toEqual([401, 401, 401, 401, 429, 429]);
    expect(ghost).toEqual(real);
  });

  it('stops counting an account once the client is refused for its address', async () => {
    // 5 attempts use up 10.7.0.1's budget; 3 of them on `victim`. The refused ones add nothing.
    await statuses(2, (i) => login(`other_${i}`, '10.7.0.1'));
    expect(await statuses(6, () => login('victim', '10.7.0.1'))).toEqual([401, 401, 401, 429, 429, 429]);
    expect(await statuses(2, (i) => login('victim', `10.7.1.${i + 1}`))).toEqual([401, 429]);
  });
});

describe('password change', () => {
  it('spends the account budget on wrong current passwords', async () => {
    const changeFrom = (remoteAddress: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        remoteAddress,
        headers: { authorization: `Bearer ${t.tokens.super_admin}` },
        payload: { currentPassword: 'a-guess', newPassword: 'new-secret-9' },
      });
    // The harness's sign-in counted once for test_super_admin.
    expect(await statuses(5, (i) => changeFrom(`10.8.0.${i + 1}`))).toEqual([400, 400, 400, 429, 429]);
    expect((await login('test_super_admin', '10.8.1.1', PASSWORD)).statusCode).toBe(429);
  });
});

describe('password hashing under load', () => {
  it('answers 503 with Retry-After and the envelope when the hashing queue is full', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fillers = Array.from({ length: passwordWork.concurrency + passwordWork.maxQueued }, () =>
      passwordWork.run(() => held),
    );
    try {
      const busy = await login('busy_check', '10.9.0.1');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json()).toEqual({
        success: false,
        data: null,
        error: 'The server is busy. Please try again in a moment.',
      });
    } finally {
      release();
      await Promise.all(fillers);
    }
    expect((await login('test_user', '10.9.0.2', PASSWORD)).statusCode).toBe(200);
  });
});
