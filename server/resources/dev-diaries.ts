import type { Kysely } from 'kysely';
import { type DevDiary, type DevDiaryFilter, devDiarySchema } from '../../contracts/dev-diary';
import { devDiaryBody } from '../content/rich-fields';
import type { Database } from '../db/schema';
import { contentTranslationRepository } from '../data/content-translations';
import { postRepository } from '../data/dev-diaries';
import { searchTerm } from '../db/search';
import { countVisitorView } from '../data/dev-diary-view-counter';
import { type ReadLocale, type TranslatedResource, localizedFields, rowsInLocale } from './localized-fields';

/**
 * What a visitor may read of the dev diary (docs/decisions/0046): published posts whose date has
 * come, never drafts or scheduled posts, whatever the query asks for. `GET /api/dev-diaries` and
 * the diary pages both read through these; staff read the repository itself.
 */

/**
 * A post's texts per locale (docs/decisions/0054-content-translations.md). A post's only image is
 * its cover, a media address with no alt text of its own, so there is nothing else to translate.
 * The slug stays the default locale's: a translation never moves a post's address.
 */
export const postTranslations: TranslatedResource<DevDiary> = {
  entity: 'dev_diary',
  localized: localizedFields({
    row: devDiarySchema,
    input: devDiaryBody,
    fields: ['title', 'excerpt', 'content'],
  }),
};

/** What a search looks for in a post's translations (its own search text holds title, author and tags). */
const SEARCHED = ['title', 'excerpt'];

/** Posts as they read in `inLocale`; without one, as stored. */
export const postsInLocale = (db: Kysely<Database>, posts: DevDiary[], inLocale?: ReadLocale) =>
  rowsInLocale(db, postTranslations, posts, inLocale);

/**
 * One page of the posts a visitor sees, in `inLocale` when given: a search there also finds a post
 * by its title or excerpt in that locale.
 */
export async function pagePostsForVisitors(
  db: Kysely<Database>,
  query: DevDiaryFilter,
  inLocale?: ReadLocale,
) {
  const term = searchTerm(query.search);
  const translated =
    term && inLocale && inLocale.locale !== inLocale.default
      ? await contentTranslationRepository(db).matching(
          postTranslations.entity,
          inLocale.locale,
          SEARCHED,
          term,
        )
      : [];
  const page = await postRepository(db).page({ ...query, published: true, status: undefined }, translated);
  return { ...page, rows: await postsInLocale(db, page.rows, inLocale) };
}

/**
 * A published post as a visitor opens it, in `inLocale` when given; a read by a browser (not a
 * bot) counts one view.
 */
export async function readPostForVisitor(
  db: Kysely<Database>,
  key: { id: number } | { slug: string },
  userAgent: string | null | undefined,
  inLocale?: ReadLocale,
) {
  const post = await postRepository(db).readPublished(key);
  if (!post) return undefined;
  const [read] = await postsInLocale(db, [countVisitorView(db, post, userAgent)], inLocale);
  return read;
}
