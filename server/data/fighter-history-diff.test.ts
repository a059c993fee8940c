import { describe, expect, it } from 'vitest';
import type { Ability, Fighter } from '../../contracts/fighter';
import { balanceChanges } from './fighter-history-diff';

const ability = (name: string, over: Partial<Ability> = {}): Ability => ({
  name,
  type: 'Ability',
  subType: 'Active',
  usage: 'Cycle Agnostic',
  frequency: 'Once Per Cycle',
  description: `${name} hits hard.`,
  demoVideoUrl: null,
  imageUrl: null,
  ...over,
});
const stats: Fighter['stats'] = { attackDice: 'D4', defenseDice: 'D3', baseHP: 7, baseMobility: 3 };
const base = { stats, abilities: [ability('Cleave'), ability('Roar'), ability('Stomp')] };

describe('balanceChanges', () => {
  it('finds nothing when stats and abilities are the same, media and order aside', () => {
    const after = {
      stats: { ...stats },
      abilities: [ability('Roar', { demoVideoUrl: '/videos/x.mp4' }), ability('Cleave'), ability('Stomp')],
    };
    expect(balanceChanges(base, after)).toEqual([]);
  });

  it('records each changed stat with its old and new value', () => {
    const after = { ...base, stats: { ...stats, attackDice: 'D5' as const, baseHP: 6 } };
    expect(balanceChanges(base, after)).toEqual([
      { field: 'stats.attackDice', from: 'D4', to: 'D5' },
      { field: 'stats.baseHP', from: 7, to: 6 },
    ]);
  });

  it('records removed, changed and added abilities by name', () => {
    const after = {
      stats,
      abilities: [ability('Cleave', { description: 'Cleave hits twice.', type: 'Spell' }), ability('Howl')],
    };
    expect(balanceChanges(base, after)).toEqual([
      { field: 'abilities[Roar]', from: 'Roar', to: null },
      { field: 'abilities[Stomp]', from: 'Stomp', to: null },
      { field: 'abilities[Cleave].type', from: 'Ability', to: 'Spell' },
      { field: 'abilities[Cleave].description', from: 'Cleave hits hard.', to: 'Cleave hits twice.' },
      { field: 'abilities[Howl]', from: null, to: 'Howl' },
    ]);
  });

  it('reads a new name at the position of a vanished one as a rename', () => {
    const after = {
      stats,
      abilities: [ability('Cleave'), ability('Bellow', { description: 'Roar hits hard.' }), ability('Stomp')],
    };
    expect(balanceChanges(base, after)).toEqual([
      { field: 'abilities[Roar].name', from: 'Roar', to: 'Bellow' },
    ]);
  });
});
