import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';
import { groupedSecret, matchingStep, newTotpSecret } from './totp';

const KEY = 'k'.repeat(32);

describe('secretBox', () => {
  it('opens what it sealed, for the same account only', () => {
    const secret = newTotpSecret();
    const sealed = secretBox(KEY).seal(secret, 7);
    expect(sealed).not.toContain(secret);
    expect(secretBox(KEY).open(sealed, 7)).toBe(secret);
    expect(secretBox(KEY).open(sealed, 8)).toBeNull();
  });

  it('refuses another SECRET and tampered data', () => {
    const sealed = secretBox(KEY).seal('JBSWY3DPEHPK3PXP', 1);
    expect(secretBox('x'.repeat(32)).open(sealed, 1)).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(secretBox(KEY).open(flipped, 1)).toBeNull();
    expect(secretBox(KEY).open('garbage', 1)).toBeNull();
  });
});

describe('totp', () => {
  it('groups the secret by four and takes no letters as a code', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(matchingStep('JBSWY3DPEHPK3PXP', 'abcdef')).toBeNull();
  });
});
