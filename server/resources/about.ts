import type { Kysely } from 'kysely';
import { type About, aboutSchema } from '../../contracts/about';
import { aboutBody } from '../content/rich-fields';
import type { Database } from '../db/schema';
import { aboutRepository } from '../data/about';
import { type ReadLocale, type TranslatedResource, localizedFields, rowsInLocale } from './localized-fields';

/** The About page's texts per locale (docs/decisions/0054-content-translations.md). */
export const aboutTranslations: TranslatedResource<About> = {
  entity: 'about',
  localized: localizedFields({
    row: aboutSchema,
    input: aboutBody,
    fields: ['title', 'description', 'missionStatement'],
  }),
};

/** The About page as staff load it to edit and preview, active or not, in `inLocale` when given. */
export async function readAbout(db: Kysely<Database>, inLocale?: ReadLocale) {
  const about = await aboutRepository(db).find();
  if (!about) return undefined;
  const [read] = await rowsInLocale(db, aboutTranslations, [about], inLocale);
  return read;
}

/**
 * The About page as a visitor reads it (docs/decisions/0046), in `inLocale` when given: null when
 * it was never written or is inactive (a draft staff still load to edit and preview). `GET
 * /api/about` and the pages read it here.
 */
export async function readAboutForVisitors(db: Kysely<Database>, inLocale?: ReadLocale) {
  const about = await readAbout(db, inLocale);
  return about?.isActive ? about : null;
}
