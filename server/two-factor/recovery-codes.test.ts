import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { legacyRecoveryCodeDigest, newRecoveryCodes, recoveryCodeKey } from './recovery-codes';

const SECRET = 's'.repeat(32);

describe('recoveryCodeKey', () => {
  it('stores v2: and an HMAC, never the plain SHA-256 of the code', () => {
    const [code] = newRecoveryCodes(1);
    const stored = recoveryCodeKey(SECRET).hash(code!);
    const plain = createHash('sha256').update(code!.replace('-', '')).digest('hex');
    expect(stored).toMatch(/^v2:[0-9a-f]{64}$/);
    expect(stored).not.toContain(plain);
    // Typed back in capitals, with spaces or without the dash: the same stored value.
    expect(recoveryCodeKey(SECRET).hash(` ${code!.toUpperCase().replace('-', ' ')} `)).toBe(stored);
  });

  it('upgrades a legacy SHA-256 to the very value the code hashes to, without the code', () => {
    const [code] = newRecoveryCodes(1);
    const key = recoveryCodeKey(SECRET);
    expect(key.upgrade(legacyRecoveryCodeDigest(code!))).toBe(key.hash(code!));
  });

  it('depends on SECRET: another SECRET gives another value', () => {
    const [code] = newRecoveryCodes(1);
    expect(recoveryCodeKey('t'.repeat(32)).hash(code!)).not.toBe(recoveryCodeKey(SECRET).hash(code!));
  });
});
