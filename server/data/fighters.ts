import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import {
  type Ability,
  type Fighter,
  abilitySchema,
  type fighterInputSchema,
  fighterSchema,
} from '../../contracts/fighter';
import { isPostgres, nowIso, toFlag } from '../db/connection';
import { rowMapping } from '../db/row-mapping';
import type { AbilitiesTable, Database, FightersTable } from '../db/schema';
import { recordHistory } from './fighter-history';
import { inTransaction } from '../db/transaction';
import { contentTranslationRepository } from './content-translations';
import { movedItems, nothingMoved } from './moved-items';

/** How the audit log and the translations table name a fighter. */
export const FIGHTER_ENTITY = 'fighter';

/** The parsed body of a create or update (names already upper-cased, defaults applied). */
export type FighterValues = z.output<typeof fighterInputSchema>;

const abilityRows = rowMapping<Selectable<AbilitiesTable>>()(abilitySchema, {});
const fighterRows = rowMapping<Selectable<FightersTable>>()(fighterSchema, {
  flags: ['featured'],
  besides: ['stats', 'abilities'],
});
const statsRows = rowMapping<Selectable<FightersTable>>()(fighterSchema.shape.stats, {
  rename: { base_hp: 'baseHP' },
});

const toFighter = (row: Selectable<FightersTable>, abilities: Ability[]): Fighter => ({
  ...fighterRows.read(row),
  stats: statsRows.read(row),
  abilities,
});

const fighterColumns = (values: FighterValues) => ({
  ...fighterRows.write(values),
  ...statsRows.write(values.stats),
});

async function insertAbilities(
  trx: Transaction<Database>,
  fighterId: number,
  abilities: FighterValues['abilities'],
) {
  // An empty VALUES list is not valid SQL on either engine.
  if (abilities.length === 0) return;
  const rows: Insertable<AbilitiesTable>[] = abilities.map((ability, index) => ({
    fighter_id: fighterId,
    position: index,
    ...abilityRows.write(ability),
  }));
  await trx.insertInto('abilities').values(rows).execute();
}

export function fighterRepository(db: Kysely<Database>) {
  /** One query for the abilities of every fighter given, whatever their number (no N+1). */
  async function withAbilities(
    rows: Selectable<FightersTable>[],
    executor: Kysely<Database> = db,
  ): Promise<Fighter[]> {
    if (rows.length === 0) return [];
    const storedAbilities = await executor
      .selectFrom('abilities')
      .selectAll()
      .where(
        'fighter_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('fighter_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
    const byFighter = new Map<number, Ability[]>();
    for (const row of storedAbilities) {
      const list = byFighter.get(row.fighter_id) ?? [];
      list.push(abilityRows.read(row));
      byFighter.set(row.fighter_id, list);
    }
    return rows.map((row) => toFighter(row, byFighter.get(row.id) ?? []));
  }

  async function find(id: number, executor: Kysely<Database> = db) {
    const row = await executor.selectFrom('fighters').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? (await withAbilities([row], executor))[0] : undefined;
  }

  return {
    async list(filter: { featured?: boolean }) {
      let query = db.selectFrom('fighters').selectAll();
      if (filter.featured !== undefined) query = query.where('featured', '=', toFlag(filter.featured));
      return withAbilities(await query.orderBy('position').orderBy('id').execute());
    },

    find: (id: number) => find(id),

    /** The fighter and its abilities land together or not at all. */
    async create(values: FighterValues) {
      return inTransaction(db, async (trx) => {
        const now = nowIso();
        // New fighters join the end of the roster.
        const { last } = await trx
          .selectFrom('fighters')
          .select((e) => e.fn.max<number | null>('position').as('last'))
          .executeTakeFirstOrThrow();
        const row = await trx
          .insertInto('fighters')
          .values({
            ...fighterColumns(values),
            position: Number(last ?? 0) + 1,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertAbilities(trx, row.id, values.abilities);
        return (await find(row.id, trx))!;
      });
    },

    /**
     * PUT replaces the whole fighter: its abilities are swapped for the list sent, and a balance
     * change is recorded in its patch history, all in one transaction.
     */
    async update(id: number, values: FighterValues) {
      return inTransaction(db, async (trx) => {
        // On PostgreSQL the row lock makes a concurrent save wait, so each entry compares with
        // the state the previous save committed. SQLite runs one writer at a time anyway.
        if (isPostgres(trx))
          await trx.selectFrom('fighters').select('id').where('id', '=', id).forUpdate().execute();
        const before = await find(id, trx);
        if (!before) return undefined;
        const now = nowIso();
        await trx
          .updateTable('fighters')
          .set({ ...fighterColumns(values), updated_at: now })
          .where('id', '=', id)
          .execute();
        await trx.deleteFrom('abilities').where('fighter_id', '=', id).execute();
        await insertAbilities(trx, id, values.abilities);
        // An ability's translations are filed by its position: they follow it when it moves.
        const moves = movedItems(before.abilities, values.abilities);
        if (!nothingMoved(moves, before.abilities.length))
          await contentTranslationRepository(trx).refileListItems(FIGHTER_ENTITY, id, 'abilities', moves);
        const after = (await find(id, trx))!;
        await recordHistory(trx, id, before, after, now);
        return after;
      });
    },

    /** Abilities and patch history go with their fighter (ON DELETE CASCADE). */
    async remove(id: number) {
      const result = await db.deleteFrom('fighters').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
