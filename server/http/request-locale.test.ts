import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './request-locale';

const served = { all: ['en', 'fr', 'ja'] as const, default: 'en' as const };

describe('negotiateLocale', () => {
  it('takes the served locale the header prefers most, by quality then by order', () => {
    expect(negotiateLocale('ja,en;q=0.8', served)).toBe('ja');
    expect(negotiateLocale('en;q=0.5, fr;q=0.9', served)).toBe('fr');
    expect(negotiateLocale('fr, ja', served)).toBe('fr');
  });

  it('matches a regional tag on its language ("fr-CA" asks for fr), case aside', () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9', served)).toBe('fr');
    expect(negotiateLocale('JA-jp', served)).toBe('ja');
  });

  it('skips what the site does not serve, and refusals (q=0)', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,ja;q=0.4', served)).toBe('ja');
    expect(negotiateLocale('fr;q=0, ja;q=0.1', served)).toBe('ja');
  });

  it('falls back to the default for no header, nothing served, * or junk', () => {
    for (const header of [undefined, '', 'de,es', '*', ';;;,q=x', 'fr;q=abc'])
      expect(negotiateLocale(header, served), String(header)).toBe('en');
    expect(negotiateLocale('ja', { all: ['en'], default: 'en' })).toBe('en');
  });
});
