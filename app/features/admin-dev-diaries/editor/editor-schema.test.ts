import { describe, expect, it } from 'vitest';
import { PREDEFINED_TAGS, addTag, editorSchema, tagSuggestions } from './editor-schema';

const valid = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  author: 'Author',
  tags: ['PC'],
  coverImage: null,
  featured: false,
  date: new Date(),
};

const messages = (input: unknown) => {
  const result = editorSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('editorSchema', () => {
  it('accepts a complete post', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('gives the spec messages for fields that are blank after trimming', () => {
    expect(messages({ ...valid, title: '  ', excerpt: ' ', content: '\n', author: '', tags: [] })).toEqual([
      'Title is required',
      'Excerpt is required',
      'Content is required',
      'Author is required',
      'At least one tag is required',
    ]);
  });
});

describe('tags', () => {
  it('adds a trimmed tag and ignores blanks and duplicates in any case', () => {
    expect(addTag(['PC'], '  Lore ')).toEqual(['PC', 'Lore']);
    expect(addTag(['PC'], '   ')).toEqual(['PC']);
    expect(addTag(['PC'], 'pc')).toEqual(['PC']);
  });

  it('suggests the first 10 predefined tags not yet used', () => {
    expect(tagSuggestions([])).toEqual(PREDEFINED_TAGS.slice(0, 10));
    const used = ['PC', 'art'];
    const suggested = tagSuggestions(used);
    expect(suggested).toHaveLength(10);
    expect(suggested).not.toContain('PC');
    expect(suggested).not.toContain('Art');
    expect(suggested.at(-1)).toBe('Community');
  });
});
