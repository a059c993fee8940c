import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * How many rows a filtered list holds, counting no further than `cap`: past it the total is a
 * lower bound (`exact: false`). Give the query ordered as its pages are, so the planner walks the
 * same index instead of a scan that reaches the cap quickly only when the matches are dense.
 */
export async function countUpTo(
  db: Kysely<Database>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table's ordered id query
  ordered: SelectQueryBuilder<Database, any, { id: number }>,
  cap: number,
): Promise<{ total: number; exact: boolean }> {
  const { n } = await db
    .selectFrom(ordered.limit(cap + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const counted = Number(n);
  return counted <= cap ? { total: counted, exact: true } : { total: cap, exact: false };
}
