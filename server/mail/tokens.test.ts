import { describe, expect, it } from 'vitest';
import { hashIp, signToken, tokenSubscriberId, verifyToken } from './tokens';

const SECRET = 'test-secret-test-secret-test-secret';
const ada = { id: 7, emailKey: 'ada@example.com', tokenVersion: 0 };

describe('mail tokens', () => {
  it('verifies a token for its purpose and subscriber only', () => {
    const token = signToken(SECRET, 'unsubscribe', ada);
    expect(tokenSubscriberId(token)).toBe(7);
    expect(verifyToken(SECRET, 'unsubscribe', token, ada)).toBe(true);
    expect(verifyToken(SECRET, 'confirm', token, ada)).toBe(false);
    expect(verifyToken(SECRET, 'unsubscribe', token, { ...ada, emailKey: 'eve@example.com' })).toBe(false);
    expect(verifyToken(SECRET, 'unsubscribe', token, { ...ada, tokenVersion: 1 })).toBe(false);
    expect(verifyToken('another-secret-another-secret-1234', 'unsubscribe', token, ada)).toBe(false);
  });

  it('refuses a token whose id was changed or whose form is wrong', () => {
    const token = signToken(SECRET, 'confirm', ada);
    const forged = token.replace(/^7\./, '8.');
    expect(verifyToken(SECRET, 'confirm', forged, { ...ada, id: 8 })).toBe(false);
    expect(tokenSubscriberId('7.short')).toBeUndefined();
    expect(tokenSubscriberId('abc')).toBeUndefined();
  });

  it('hashes an IP address with the secret', () => {
    expect(hashIp(SECRET, '203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashIp(SECRET, '203.0.113.9')).not.toBe(hashIp('other', '203.0.113.9'));
  });
});
