import type { HistoryChange } from '../../contracts/fighter-history';
import type { Ability, Fighter } from '../../contracts/fighter';

/** What the patch history compares: a fighter's stats and abilities. */
export type Balance = { stats: Fighter['stats']; abilities: Ability[] };

const STATS = ['attackDice', 'defenseDice', 'baseHP', 'baseMobility'] as const;
/** The ability properties that change how a fighter plays; media and order do not. */
const ABILITY_FIELDS = ['name', 'type', 'subType', 'usage', 'frequency', 'description'] as const;

/**
 * Pairs the abilities before and after a save. The back office rewrites the whole list on every
 * save, so there are no ability ids: an ability is the same one when its name is unchanged, and
 * an unmatched old ability and an unmatched new one at the same position with the same description
 * are one ability renamed. What is left over was removed or added.
 */
function pairAbilities(before: Ability[], after: Ability[]) {
  const afterByName = new Map(after.map((a, i) => [a.name, i]));
  const beforeNames = new Set(before.map((a) => a.name));
  const pairs: [Ability, Ability][] = [];
  const usedAfter = new Set<number>();
  const unmatchedBefore: number[] = [];
  before.forEach((ability, i) => {
    const j = afterByName.get(ability.name);
    if (j !== undefined && !usedAfter.has(j)) {
      pairs.push([ability, after[j]!]);
      usedAfter.add(j);
    } else unmatchedBefore.push(i);
  });
  const removed: Ability[] = [];
  for (const i of unmatchedBefore) {
    const candidate = after[i];
    const renamed =
      candidate !== undefined &&
      !usedAfter.has(i) &&
      !beforeNames.has(candidate.name) &&
      candidate.description === before[i]!.description;
    if (renamed) {
      pairs.push([before[i]!, candidate!]);
      usedAfter.add(i);
    } else removed.push(before[i]!);
  }
  const added = after.filter((_, j) => !usedAfter.has(j));
  return { pairs, removed, added };
}

/** The balance changes between two states of a fighter, in a stable order; empty when none. */
export function balanceChanges(before: Balance, after: Balance): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const stat of STATS) {
    if (before.stats[stat] !== after.stats[stat])
      changes.push({ field: `stats.${stat}`, from: before.stats[stat], to: after.stats[stat] });
  }
  const { pairs, removed, added } = pairAbilities(before.abilities, after.abilities);
  for (const ability of removed)
    changes.push({ field: `abilities[${ability.name}]`, from: ability.name, to: null });
  for (const [old, now] of pairs) {
    for (const key of ABILITY_FIELDS) {
      if (old[key] !== now[key])
        changes.push({ field: `abilities[${old.name}].${key}`, from: old[key], to: now[key] });
    }
  }
  for (const ability of added)
    changes.push({ field: `abilities[${ability.name}]`, from: null, to: ability.name });
  return changes;
}
