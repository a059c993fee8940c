import { describe, expect, it } from 'vitest';
import { readVerpAddress, verpAddress } from './verp';

const BOUNCES = 'bounces@mail.example.com';
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('VERP addresses', () => {
  it('name their outbox row, read back whatever the case', () => {
    const address = verpAddress(BOUNCES, SECRET, 1234);
    expect(address).toMatch(/^bounces\+1234-[0-9a-f]{12}@mail\.example\.com$/);
    expect(readVerpAddress(BOUNCES, SECRET, address)).toBe(1234);
    expect(readVerpAddress(BOUNCES, SECRET, address.toUpperCase())).toBe(1234);
  });

  it('refuse another row, another secret, another domain or a bare bounce address', () => {
    const address = verpAddress(BOUNCES, SECRET, 1234);
    const signature = address.split('-')[1]!.split('@')[0]!;
    expect(readVerpAddress(BOUNCES, SECRET, `bounces+1235-${signature}@mail.example.com`)).toBeUndefined();
    expect(readVerpAddress(BOUNCES, `${SECRET}!`, address)).toBeUndefined();
    expect(
      readVerpAddress(BOUNCES, SECRET, address.replace('mail.example.com', 'example.com')),
    ).toBeUndefined();
    expect(readVerpAddress(BOUNCES, SECRET, BOUNCES)).toBeUndefined();
    expect(
      readVerpAddress(BOUNCES, SECRET, `bounces+1234-${signature.slice(1)}@mail.example.com`),
    ).toBeUndefined();
  });
});
