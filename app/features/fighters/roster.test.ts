import { describe, expect, it } from 'vitest';
import { filterFighters, neighbours, parseFighterId, rosterStats, withFighterSearch } from './roster';

const fighter = (id: number, name: string, role: string, baseHP: number, abilities: number) => ({
  id,
  name,
  role,
  stats: { baseHP },
  abilities: Array.from({ length: abilities }, () => ({})),
});

const roster = [
  fighter(1, 'VESPERA', 'Bloodletter', 6, 4),
  fighter(2, 'IRON MAIDEN', 'Juggernaut', 9, 3),
  fighter(3, 'ASH', 'Blood Mage', 5, 6),
];

describe('filterFighters', () => {
  it('matches name or role without regard to case, ignoring surrounding spaces', () => {
    expect(filterFighters(roster, ' iron ').map((f) => f.id)).toEqual([2]);
    expect(filterFighters(roster, 'BLOOD').map((f) => f.id)).toEqual([1, 3]);
  });
  it('returns everything for an empty term and nothing for an unknown one', () => {
    expect(filterFighters(roster, '')).toHaveLength(3);
    expect(filterFighters(roster, 'zzz')).toEqual([]);
  });
});

describe('withFighterSearch', () => {
  it('puts the search in q, keeps the other parameters, and drops q when the search is empty', () => {
    expect(withFighterSearch(new URLSearchParams('x=1'), 'iron maiden').toString()).toBe('x=1&q=iron+maiden');
    expect(withFighterSearch(new URLSearchParams('q=ash&x=1'), 'vespera').toString()).toBe('q=vespera&x=1');
    expect(withFighterSearch(new URLSearchParams('q=ash&x=1'), '').toString()).toBe('x=1');
  });
});

describe('rosterStats', () => {
  it('counts fighters and abilities, averages abilities to one decimal and base HP rounded', () => {
    expect(rosterStats(roster as never)).toEqual({
      totalFighters: 3,
      totalAbilities: 13,
      avgAbilities: '4.3',
      avgBaseHP: 7,
    });
  });
  it('is all zeros for an empty roster', () => {
    expect(rosterStats([])).toEqual({ totalFighters: 0, totalAbilities: 0, avgAbilities: '0', avgBaseHP: 0 });
  });
});

describe('neighbours', () => {
  it('wraps around both ends of the roster order', () => {
    expect(neighbours(roster, 1)).toMatchObject({
      previous: { id: 3 },
      next: { id: 2 },
      position: 1,
      total: 3,
    });
    expect(neighbours(roster, 3)).toMatchObject({ previous: { id: 2 }, next: { id: 1 } });
  });
  it('is null for a fighter outside the list', () => {
    expect(neighbours(roster, 99)).toBeNull();
  });
});

describe('parseFighterId', () => {
  it('defaults to 1 and rejects anything but a positive whole number', () => {
    expect(parseFighterId(undefined)).toBe(1);
    expect(parseFighterId('7')).toBe(7);
    expect(parseFighterId('abc')).toBeNull();
    expect(parseFighterId('0')).toBeNull();
    expect(parseFighterId('1.5')).toBeNull();
    expect(parseFighterId('-2')).toBeNull();
  });
});
