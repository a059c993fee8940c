import { describe, expect, it } from 'vitest';
import { changedFields, labelOf } from './changes';

describe('changedFields', () => {
  it('names each changed field with short old and new values', () => {
    expect(changedFields({ title: 'Old', published: false }, { title: 'New', published: true })).toBe(
      'title: "Old" → "New", published: false → true',
    );
  });

  it('compares nested fields one by one and skips bookkeeping', () => {
    const before = { stats: { baseHP: 3, attackDice: 'D4' }, updatedAt: 'a' };
    const after = { stats: { baseHP: 4, attackDice: 'D4' }, updatedAt: 'b' };
    expect(changedFields(before, after)).toBe('stats.baseHP: 3 → 4');
  });

  it('names long texts and lists without copying them', () => {
    const long = 'x'.repeat(500);
    expect(changedFields({ content: 'short', tags: ['a'] }, { content: long, tags: ['b'] })).toBe(
      'content, tags',
    );
  });

  it('never writes the value of a secret field', () => {
    const summary = changedFields({ passwordHash: 'old-hash' }, { passwordHash: 'new-hash' });
    expect(summary).toBe('passwordHash');
  });

  it('stays within its size limit', () => {
    const after = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`field${i}`, i]));
    expect(changedFields({}, after).length).toBeLessThanOrEqual(500);
  });
});

describe('labelOf', () => {
  it('prefers a title, then a name, then an email', () => {
    expect(labelOf({ title: 'Post', name: 'N' })).toBe('Post');
    expect(labelOf({ email: 'a@b.c' })).toBe('a@b.c');
    expect(labelOf({ order: 1 })).toBeNull();
  });
});
