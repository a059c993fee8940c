import { describe, expect, it } from 'vitest';
import { translatableFields } from './translatable';

describe('translatable fields', () => {
  it('labels a field by its capitalized name unless its form labels it otherwise', () => {
    expect(
      translatableFields({
        title: { kind: 'line', label: 'Page Title' },
        subtitle: 'line',
        content: 'rich-full',
      }),
    ).toEqual([
      { name: 'title', kind: 'line', label: 'Page Title' },
      { name: 'subtitle', kind: 'line', label: 'Subtitle' },
      { name: 'content', kind: 'rich-full', label: 'Content' },
    ]);
  });
});
