import type { Kysely, Selectable } from 'kysely';
import type { About } from '../../contracts/about';
import { fromFlag, nowIso, toFlag } from '../db/connection';
import type { AboutTable, Database } from '../db/schema';

type AboutValues = { title: string; description: string; missionStatement: string; isActive: boolean };

// The About content is a single row; a fixed id lets the upsert target it on both engines.
const ABOUT_ID = 1;

function toAbout(row: Selectable<AboutTable>): About {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    missionStatement: row.mission_statement,
    isActive: fromFlag(row.is_active),
    lastUpdated: row.updated_at,
  };
}

export function aboutRepository(db: Kysely<Database>) {
  return {
    async find() {
      const row = await db.selectFrom('about').selectAll().where('id', '=', ABOUT_ID).executeTakeFirst();
      return row ? toAbout(row) : undefined;
    },

    /** Creates the row on the first save and replaces it afterwards, in one statement. */
    async save(values: AboutValues) {
      const fields = {
        title: values.title,
        description: values.description,
        mission_statement: values.missionStatement,
        is_active: toFlag(values.isActive),
        updated_at: nowIso(),
      };
      const row = await db
        .insertInto('about')
        .values({ id: ABOUT_ID, ...fields })
        .onConflict((oc) => oc.column('id').doUpdateSet(fields))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toAbout(row);
    },
  };
}
