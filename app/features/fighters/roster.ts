import type { Fighter } from '@contracts/fighter';

/** Case-insensitive match on name or role (docs/public-screens.md §2, Fighter roster). */
export function filterFighters<T extends Pick<Fighter, 'name' | 'role'>>(fighters: T[], term: string): T[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return fighters;
  return fighters.filter(
    (fighter) => fighter.name.toLowerCase().includes(needle) || fighter.role.toLowerCase().includes(needle),
  );
}

/** The address keeps the roster's search (`/fighters?q=…`), so the server renders it filtered. */
export const FIGHTER_SEARCH_PARAM = 'q';

/** The address for this search, the other parameters kept; an empty search leaves no trace. */
export function withFighterSearch(params: URLSearchParams, term: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (term === '') next.delete(FIGHTER_SEARCH_PARAM);
  else next.set(FIGHTER_SEARCH_PARAM, term);
  return next;
}

export type RosterStats = {
  totalFighters: number;
  totalAbilities: number;
  /** One decimal, as text: "4.3". */
  avgAbilities: string;
  /** Rounded to a whole number. */
  avgBaseHP: number;
};

/** The stats footer of the roster, over the whole roster (not the search result). */
export function rosterStats(
  fighters: { abilities: readonly unknown[]; stats: Pick<Fighter['stats'], 'baseHP'> }[],
): RosterStats {
  const totalFighters = fighters.length;
  const totalAbilities = fighters.reduce((sum, fighter) => sum + fighter.abilities.length, 0);
  const totalHP = fighters.reduce((sum, fighter) => sum + fighter.stats.baseHP, 0);
  return {
    totalFighters,
    totalAbilities,
    avgAbilities: totalFighters ? (totalAbilities / totalFighters).toFixed(1) : '0',
    avgBaseHP: totalFighters ? Math.round(totalHP / totalFighters) : 0,
  };
}

/** The neighbours of a fighter in roster order, wrapping at both ends; null when it is not listed. */
export function neighbours<T extends Pick<Fighter, 'id'>>(fighters: T[], id: number) {
  const index = fighters.findIndex((fighter) => fighter.id === id);
  if (index === -1 || fighters.length < 2) return null;
  const at = (i: number) => fighters[(i + fighters.length) % fighters.length]!;
  return { previous: at(index - 1), next: at(index + 1), position: index + 1, total: fighters.length };
}

/** `/fighter/{id}`: the id defaults to 1 when missing; anything but a positive whole number is null. */
export function parseFighterId(param: string | undefined): number | null {
  if (param === undefined || param === '') return 1;
  if (!/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
