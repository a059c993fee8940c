import * as contract from '@contracts/dev-diary';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  EXCERPT_FALLBACK_LENGTH,
  cardTags,
  excerptOf,
  formatPostDate,
  postDate,
  tagCountLabel,
} from './post-format';

describe('dev diary formatting', () => {
  it('shows the first two tags and counts the rest', () => {
    expect(cardTags(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: 2 });
    expect(cardTags(['A'])).toEqual({ shown: ['A'], more: 0 });
    expect(cardTags([])).toEqual({ shown: [], more: 0 });
  });

  it('labels the tag count in the singular and the plural', () => {
    const english = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(english._(tagCountLabel(1))).toBe('1 tag');
    expect(english._(tagCountLabel(4))).toBe('4 tags');
  });

  it('falls back to the creation date and prints it the same in every time zone', () => {
    expect(postDate({ date: '', createdAt: '2026-01-02T00:30:00.000Z' })).toBe('2026-01-02T00:30:00.000Z');
    expect(formatPostDate('2026-06-12T23:30:00.000Z')).toBe('June 12, 2026');
    expect(formatPostDate('not a date')).toBe('');
  });

  it('uses the first 200 characters of the content plus an ellipsis when there is no excerpt', () => {
    const content = 'x'.repeat(250);
    expect(excerptOf({ excerpt: '', content })).toBe(`${'x'.repeat(200)}...`);
    expect(excerptOf({ excerpt: 'Short.', content })).toBe('Short.');
  });

  it('makes the excerpt of rich content from its words, not its markup', () => {
    expect(
      excerptOf({ excerpt: '', content: '<h2>Patch &amp; notes</h2><p>Buff <strong>all</strong>.</p>' }),
    ).toBe('Patch & notes Buff all.');
  });

  it('cuts excerpts exactly as the contract does', () => {
    expect(EXCERPT_FALLBACK_LENGTH).toBe(contract.EXCERPT_FALLBACK_LENGTH);
    for (const post of [
      { excerpt: '', content: 'y'.repeat(201) },
      { excerpt: '', content: `  ${'z'.repeat(200)}  ` },
      { excerpt: '   ', content: 'Short content.' },
      { excerpt: 'Given.', content: 'w'.repeat(500) },
      { excerpt: '', content: '<h2>Patch &amp; notes</h2><ul><li>One</li></ul><p>Two<br />three</p>' },
    ]) {
      expect(excerptOf(post)).toBe(contract.excerptOf(post));
    }
  });
});
