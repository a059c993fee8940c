import type { Kysely, Selectable } from 'kysely';
import { aboutSchema } from '../../contracts/about';
import { nowIso } from '../db/connection';
import type { AboutTable, Database } from '../db/schema';
import { rowMapping } from '../db/row-mapping';

type AboutValues = { title: string; description: string; missionStatement: string; isActive: boolean };

// The About content is a single row; a fixed id lets the upsert target it on both engines.
const ABOUT_ID = 1;

const aboutRows = rowMapping<Selectable<AboutTable>>()(aboutSchema, {
  flags: ['is_active'],
  rename: { updated_at: 'lastUpdated' },
});

export function aboutRepository(db: Kysely<Database>) {
  return {
    async find() {
      const row = await db.selectFrom('about').selectAll().where('id', '=', ABOUT_ID).executeTakeFirst();
      return row ? aboutRows.read(row) : undefined;
    },

    /** Creates the row on the first save and replaces it afterwards, in one statement. */
    async save(values: AboutValues) {
      const fields = { ...aboutRows.write(values), updated_at: nowIso() };
      const row = await db
        .insertInto('about')
        .values({ id: ABOUT_ID, ...fields })
        .onConflict((oc) => oc.column('id').doUpdateSet(fields))
        .returningAll()
        .executeTakeFirstOrThrow();
      return aboutRows.read(row);
    },
  };
}
