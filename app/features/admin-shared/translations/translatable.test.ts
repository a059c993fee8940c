import { describe, expect, it } from 'vitest';
import { textAt, translatableFields, translationBody } from './translatable';

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

describe('list item fields', () => {
  const fighter = { role: 'Duelist', abilities: [{ name: 'Open Vein', usage: null }] };

  it('reads a text at its path, empty where there is none', () => {
    expect(textAt(fighter, 'role')).toBe('Duelist');
    expect(textAt(fighter, 'abilities.0.name')).toBe('Open Vein');
    expect(textAt(fighter, 'abilities.0.usage')).toBe('');
    expect(textAt(fighter, 'abilities.3.name')).toBe('');
  });

  it('puts each list item text at its position in the body, the items before it left as they are', () => {
    expect(
      translationBody([
        ['role', 'Duelliste'],
        ['bio', null],
        ['abilities.2.name', 'Veine ouverte'],
        ['abilities.2.description', null],
        ['abilities.0.name', 'Pas de lancette'],
      ]),
    ).toEqual({
      role: 'Duelliste',
      bio: null,
      abilities: [{ name: 'Pas de lancette' }, {}, { name: 'Veine ouverte', description: null }],
    });
  });
});
