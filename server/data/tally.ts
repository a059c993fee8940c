/**
 * The rows of `SELECT key, count(*) … GROUP BY key` as a total and a count for each known key
 * (zero where no row has it). PostgreSQL answers a count as text, hence `Number`.
 */
export function tally<K extends string>(
  keys: readonly K[],
  groups: readonly { key: string; count: number | string | bigint }[],
) {
  const by = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  let total = 0;
  for (const group of groups) {
    const count = Number(group.count);
    total += count;
    if (group.key in by) by[group.key as K] += count;
  }
  return { total, by };
}
