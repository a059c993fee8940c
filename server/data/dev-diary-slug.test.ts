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

  it('keeps the letters of other scripts as they are, words still joined by dashes', () => {
    expect(slugify('血と騒乱')).toBe('血と騒乱');
    expect(slugify('血と騒乱: 第1章')).toBe('血と騒乱-第1章');
    // Voiced kana keep their mark, and the long-vowel sign is a letter, not a separator.
    expect(slugify('ガチャ・ゲーム')).toBe('ガチャ-ゲーム');
    expect(slugify('Привет, мир!')).toBe('привет-мир');
    expect(slugify('नमस्ते दुनिया')).toBe('नमस्ते-दुनिया');
    expect(slugify('Vespera の新スキル')).toBe('vespera-の新スキル');
  });

  it('reads full-width Latin and digits as plain ones, and lower-cases İ without its dot', () => {
    expect(slugify('Ｂｌｏｏｄ　＆　Ｍａｙｈｅｍ ２')).toBe('blood-and-mayhem-2');
    expect(slugify('İstanbul Cup')).toBe('istanbul-cup');
  });

  it('falls back to "post" when the title has no letter or digit', () => {
    expect(slugify('!!! ???')).toBe('post');
    expect(slugify('・・・')).toBe('post');
    expect(slugify('')).toBe('post');
  });

  it('counts the limit in characters, so a Japanese title is cut between code points', () => {
    const slug = slugify('騒'.repeat(100));
    expect([...slug]).toHaveLength(SLUG_MAX);
    expect(slug).toMatch(/^騒+$/);
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
