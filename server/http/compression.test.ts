import { describe, expect, it } from 'vitest';
import { COMPRESSIBLE, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, then nothing', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
  });

  it('honours q=0 refusals and the * wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
  });
});

describe('COMPRESSIBLE', () => {
  it('takes text and leaves media alone', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json; charset=utf-8',
      'text/css',
      'application/javascript',
      'text/javascript',
      'image/svg+xml',
      'application/rss+xml',
      'application/xml',
      'application/manifest+json',
    ])
      expect(COMPRESSIBLE.test(type), type).toBe(true);
    for (const type of ['video/mp4', 'image/png', 'image/jpeg', 'font/woff2', 'text/event-stream'])
      expect(COMPRESSIBLE.test(type), type).toBe(false);
  });
});
