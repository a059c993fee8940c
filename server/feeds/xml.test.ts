import { describe, expect, it } from 'vitest';
import { escapeXml, latest, rfc822, w3cDatetime } from './xml';

describe('escapeXml', () => {
  it('escapes markup and keeps other text as it is', () => {
    expect(escapeXml(`Fire & <Blood> "it's" — Ænima 血`)).toBe(
      'Fire &amp; &lt;Blood&gt; &quot;it&apos;s&quot; — Ænima 血',
    );
  });

  it('drops characters XML cannot carry, keeping tabs, new lines and pairs of surrogates', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\tE\nF\r\uFFFF\uD800 🩸')).toBe('abcd\tE\nF\r 🩸');
  });
});

describe('dates', () => {
  it('writes RFC 822 for RSS and W3C Datetime to the second for sitemaps', () => {
    expect(rfc822('2026-11-24T10:26:52.123Z')).toBe('Tue, 24 Nov 2026 10:26:52 GMT');
    expect(w3cDatetime(new Date('2026-11-24T10:26:52.123Z'))).toBe('2026-11-24T10:26:52+00:00');
  });

  it('picks the latest valid date', () => {
    expect(
      latest(['2026-01-02T00:00:00Z', undefined, 'not a date', '2025-12-31T00:00:00Z'])?.toISOString(),
    ).toBe('2026-01-02T00:00:00.000Z');
    expect(latest([])).toBeUndefined();
  });
});
