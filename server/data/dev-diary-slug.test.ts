import { describe, expect, it } from 'vitest';
import { SLUG_MAX, slugCandidate, slugify } from './dev-diary-slug';

describe('slugify', () => {
  it('makes lower-case ASCII words joined by single dashes', () => {
    expect(slugify('Inside the Blood Engine')).toBe('inside-the-blood-engine');
    expect(slugify('  Patch 1.2: Balance -- Notes!  ')).toBe('patch-1-2-balance-notes');
    expect(slugify('Blood & Mayhem')).toBe('blood-and-mayhem');
    expect(slugify("The Butcher's Cleaver")).toBe('the-butchers-cleaver');
  });

  it('strips diacritics and spells out letters that have none', () => {
    expect(slugify('Épée, Crème Brûlée & Über-Nacht')).toBe('epee-creme-brulee-and-uber-nacht');
    expect(slugify('Straße der Ærø Łódź')).toBe('strasse-der-aero-lodz');
  });

  it('falls back to "post" when nothing Latin is left', () => {
    expect(slugify('血と騒乱')).toBe('post');
    expect(slugify('!!! ???')).toBe('post');
    expect(slugify('')).toBe('post');
  });

  it('keeps slugs within the limit, cut between words and never ending in a dash', () => {
    const title = 'The long road to launch '.repeat(10);
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.length).toBeGreaterThan(SLUG_MAX / 2);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(`${title.toLowerCase().replace(/ /g, '-')}`.startsWith(`${slug}-`)).toBe(true);
  });

  it('cuts a single endless word hard at the limit', () => {
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX));
  });
});

describe('slugCandidate', () => {
  it('numbers repeats from 2', () => {
    expect(slugCandidate('dev-update', 1)).toBe('dev-update');
    expect(slugCandidate('dev-update', 2)).toBe('dev-update-2');
    expect(slugCandidate('dev-update', 13)).toBe('dev-update-13');
  });

  it('makes room for the suffix instead of passing the limit', () => {
    const base = slugify('word '.repeat(40));
    expect(base.length).toBeLessThanOrEqual(SLUG_MAX);
    const second = slugCandidate(base, 2);
    expect(second.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(second).toMatch(/^[a-z0-9-]+-2$/);
    expect(second).not.toMatch(/--/);
    expect(slugCandidate('x'.repeat(SLUG_MAX), 100)).toBe(`${'x'.repeat(SLUG_MAX - 4)}-100`);
  });
});
