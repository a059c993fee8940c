import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findNulField, idParam, inputOf, MAX_ROW_ID, NO_ROW_ID, requiredText } from './common';

describe('findNulField', () => {
  it('names the path of the first text holding a NUL, anywhere in a body or query', () => {
    expect(findNulField({ name: 'Ada', tags: ['a', 'b'] })).toBeNull();
    expect(findNulField({ name: 'A\u0000da' })).toBe('name');
    expect(findNulField({ abilities: [{ name: 'ok' }, { name: 'b\u0000' }] })).toBe('abilities[1].name');
    expect(findNulField({ stats: { dice: '\u0000' }, other: 1 })).toBe('stats.dice');
    expect(findNulField('\u0000')).toBe('value');
    expect(findNulField([1, null, true, { a: 'x' }])).toBeNull();
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findNulField({ deep })).toMatch(/^deep(\[0\])+$/);
  });
});

describe('text and id helpers', () => {
  it('refuse a NUL in a text field with its label', () => {
    const result = requiredText('Name', { max: 10 }).safeParse('a\u0000b');
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Name must not contain NUL characters']);
  });

  it('turn an id past the id column range into one no row has', () => {
    const id = idParam('id');
    expect(id.parse('42')).toBe(42);
    expect(id.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    for (const big of [String(MAX_ROW_ID + 1), '9007199254740993', '9'.repeat(400)])
      expect(id.parse(big)).toBe(NO_ROW_ID);
    for (const bad of ['0', '-1', '1.5', 'abc', '']) expect(id.safeParse(bad).success, bad).toBe(false);
  });
});

describe('inputOf', () => {
  it('takes from a stored row exactly the fields its input schema names', () => {
    const input = z.object({ name: z.string(), order: z.number().default(0), note: z.string().nullable() });
    const stored = { id: 7, name: 'Kael', order: 3, note: null, createdAt: '2026-01-01T00:00:00.000Z' };
    expect(inputOf(input, stored)).toEqual({ name: 'Kael', order: 3, note: null });
  });
});
