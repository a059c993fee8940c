import { describe, expect, it } from 'vitest';
import { previewLinks } from './preview-links';

const DAY = 24 * 3_600_000;
const links = previewLinks('s'.repeat(64), DAY);
const now = Date.parse('2026-11-27T12:00:00Z');

describe('preview links', () => {
  it('names the post until the link expires, then nothing', () => {
    const { token, expiresAt } = links.sign(42, now);
    expect(expiresAt.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(links.verify(token, now)).toBe(42);
    expect(links.verify(token, now + DAY - 1000)).toBe(42);
    expect(links.verify(token, now + DAY)).toBeUndefined();
  });

  it('refuses a token whose post, expiry or signature was changed, or signed with another secret', () => {
    const { token } = links.sign(42, now);
    const [, expires, signature] = token.split('.');
    expect(links.verify(`43.${expires}.${signature}`, now)).toBeUndefined();
    expect(links.verify(`42.${Number(expires) + 3600}.${signature}`, now)).toBeUndefined();
    expect(links.verify(`42.${expires}.${'A'.repeat(43)}`, now)).toBeUndefined();
    expect(previewLinks('t'.repeat(64), DAY).verify(token, now)).toBeUndefined();
  });

  it('refuses malformed tokens without throwing', () => {
    for (const bad of ['', '42', '42.1.x', 'a.b.c', `42.1.${'A'.repeat(44)}`])
      expect(links.verify(bad, now)).toBeUndefined();
  });
});
