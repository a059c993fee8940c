import { setupI18n } from '@lingui/core';
import type { HistoryChange } from '@contracts/fighter-history';
import { describe, expect, it } from 'vitest';
import { describeChange as describeLine, formatEntryDate } from './patch-history-format';

// Labels are catalogue messages: compare them as the English page renders them.
const english = setupI18n({ locale: 'en', messages: { en: {} } });
const describeChange = (change: HistoryChange) => {
  const line = describeLine(change);
  return 'label' in line ? { ...line, label: english._(line.label) } : line;
};

describe('describeChange', () => {
  it('marks a larger die or a higher number as a buff, and the reverse as a nerf', () => {
    expect(describeChange({ field: 'stats.attackDice', from: 'D4', to: 'D5' })).toEqual({
      kind: 'stat',
      label: 'Attack dice',
      from: 'D4',
      to: 'D5',
      trend: 'buff',
    });
    expect(describeChange({ field: 'stats.defenseDice', from: 'D6', to: 'D2' })).toMatchObject({
      trend: 'nerf',
    });
    expect(describeChange({ field: 'stats.baseHP', from: 4, to: 5 })).toMatchObject({
      label: 'HP',
      trend: 'buff',
    });
    expect(describeChange({ field: 'stats.baseMobility', from: 3, to: 2 })).toMatchObject({
      label: 'Mobility',
      trend: 'nerf',
    });
  });

  it('describes added, removed, renamed and changed abilities', () => {
    expect(describeChange({ field: 'abilities[Howl]', from: null, to: 'Howl' })).toEqual({
      kind: 'added',
      ability: 'Howl',
    });
    expect(describeChange({ field: 'abilities[Roar]', from: 'Roar', to: null })).toEqual({
      kind: 'removed',
      ability: 'Roar',
    });
    expect(describeChange({ field: 'abilities[Roar].name', from: 'Roar', to: 'Bellow' })).toEqual({
      kind: 'renamed',
      ability: 'Roar',
      to: 'Bellow',
    });
    expect(describeChange({ field: 'abilities[Blood [Rage]].subType', from: 'Trait', to: 'Active' })).toEqual(
      {
        kind: 'property',
        ability: 'Blood [Rage]',
        label: 'sub type',
        from: 'Trait',
        to: 'Active',
      },
    );
    expect(describeChange({ field: 'abilities[Cleave].description', from: 'Old.', to: 'New.' })).toEqual({
      kind: 'description',
      ability: 'Cleave',
      to: 'New.',
    });
  });

  it('keeps a field it does not know readable', () => {
    expect(describeChange({ field: 'stats.luck', from: 1, to: 2 })).toEqual({
      kind: 'other',
      field: 'stats.luck',
      from: '1',
      to: '2',
    });
  });
});

describe('formatEntryDate', () => {
  it('prints the UTC day, whatever the time zone', () => {
    expect(formatEntryDate('2026-08-28T23:30:00.000Z')).toBe('August 28, 2026');
    expect(formatEntryDate('not a date')).toBe('');
  });
});
