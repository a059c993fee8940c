import type { Transaction } from 'kysely';
import type { Fighter } from '../../../contracts/fighter';
import { toRichHtml } from '../../content/rich-content';
import { type TranslatedField, contentTranslationRepository } from '../../data/content-translations';
import { fighterRepository } from '../../data/fighters';
import { aboutTranslations } from '../../resources/about';
import { chapterResource } from '../../resources/chapters';
import { postTranslations } from '../../resources/dev-diaries';
import { faqResource } from '../../resources/faqs';
import { fighterResource } from '../../resources/fighters';
import { gameModeResource } from '../../resources/game-modes';
import type { Database } from '../schema';
import { ABOUT_TRANSLATION } from './about-translations';
import { ABILITY_TRANSLATIONS_FR } from './ability-translations-fr';
import { ABILITY_TRANSLATIONS_JA } from './ability-translations-ja';
import { ABILITY_TIMING_TRANSLATIONS } from './ability-timing-translations';
import type { AbilityTranslations, PostTranslations } from './content-translation-shapes';
import { FIGHTER_TRANSLATIONS } from './fighter-translations';
import { PATCH_092_EN, PATCH_092_IN, patchNotesHtml } from './patch-notes';
import { POST_TRANSLATIONS_FR } from './post-translations-fr';
import { POST_TRANSLATIONS_JA } from './post-translations-ja';
import { SEED_POSTS } from './posts';
import { SEED_ABOUT } from './site-content';
import {
  CHAPTER_TRANSLATIONS,
  FAQ_TRANSLATIONS,
  GAME_MODE_TRANSLATIONS,
  type SeedTranslation,
  type TranslatedLocale,
} from './translations';

const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['fr', 'ja'];
const ABILITIES: Record<TranslatedLocale, AbilityTranslations> = {
  fr: ABILITY_TRANSLATIONS_FR,
  ja: ABILITY_TRANSLATIONS_JA,
};
const POSTS: Record<TranslatedLocale, PostTranslations> = {
  fr: POST_TRANSLATIONS_FR,
  ja: POST_TRANSLATIONS_JA,
};

/**
 * The demo content's French and Japanese (docs/decisions/0054), written after its English rows:
 * each row found by its English text, every field marked with the digest of the stored English
 * text, so the translation reads as current, not outdated; all of it in a few statements.
 */
export async function insertSeedTranslations(trx: Transaction<Database>) {
  const fields: TranslatedField[] = [];

  const faqs = await trx
    .selectFrom('faqs')
    .select(['id', 'question', 'answer'])
    .where('question', 'in', Object.keys(FAQ_TRANSLATIONS))
    .execute();
  // The English answers are stored as rich text: so are their translations.
  fields.push(
    ...rowFields(faqResource.entity, faqs, (faq) => FAQ_TRANSLATIONS[faq.question], { answer: toRichHtml }),
  );

  const chapters = await trx
    .selectFrom('chapters')
    .select(['id', 'title', 'subtitle', 'description'])
    .where('subtitle', 'in', Object.keys(CHAPTER_TRANSLATIONS))
    .execute();
  fields.push(
    ...rowFields(chapterResource.entity, chapters, (chapter) => CHAPTER_TRANSLATIONS[chapter.subtitle]),
  );

  const modes = await trx
    .selectFrom('game_modes')
    .select(['id', 'name', 'subtitle', 'description'])
    .where('name', 'in', Object.keys(GAME_MODE_TRANSLATIONS))
    .execute();
  fields.push(...rowFields(gameModeResource.entity, modes, (mode) => GAME_MODE_TRANSLATIONS[mode.name]));

  const fighters = (await fighterRepository(trx).list({})).filter(
    (fighter) => FIGHTER_TRANSLATIONS[fighter.name],
  );
  fields.push(
    ...rowFields(fighterResource.entity, fighters, (fighter) => FIGHTER_TRANSLATIONS[fighter.name]),
  );
  fields.push(...fighters.flatMap(abilityFields));

  fields.push(...(await postFields(trx)));

  // The About page, when it is still the demo's own text (a studio's own is left untranslated).
  const about = await trx
    .selectFrom('about')
    .select(['id', 'title', 'description', 'mission_statement as missionStatement'])
    .where('title', '=', SEED_ABOUT.title)
    .where('mission_statement', '=', SEED_ABOUT.missionStatement)
    .execute();
  fields.push(
    ...rowFields(aboutTranslations.entity, about, () => ABOUT_TRANSLATION, { description: toRichHtml }),
  );

  await contentTranslationRepository(trx).writeMany(fields);
}

/** Each row's fields in every translated locale, `format` shaping a text as its field stores it. */
function rowFields<Row extends { id: number }, Field extends keyof Row & string>(
  entity: string,
  rows: Row[],
  translationOf: (row: Row) => SeedTranslation<Field> | undefined,
  format: Partial<Record<Field, (text: string) => string>> = {},
): TranslatedField[] {
  return rows.flatMap((row) => {
    const translation = translationOf(row);
    if (!translation) return [];
    return TRANSLATED_LOCALES.flatMap((locale) =>
      (Object.entries(translation[locale]) as [Field, string][]).map(([field, text]) => ({
        entity,
        id: row.id,
        locale,
        field,
        value: format[field]?.(text) ?? text,
        source: String(row[field]),
      })),
    );
  });
}

/** A demo fighter's abilities, by position: name and description by the ability's name, usage and frequency by their words. */
function abilityFields(fighter: Fighter): TranslatedField[] {
  return TRANSLATED_LOCALES.flatMap((locale) =>
    fighter.abilities.flatMap((ability, index) => {
      const texts = ABILITIES[locale][fighter.name]?.[ability.name];
      const timing = ABILITY_TIMING_TRANSLATIONS[locale];
      const translated: [string, string, string | undefined][] = [
        ['name', ability.name, texts?.name],
        ['description', ability.description, texts?.description],
        ['usage', ability.usage, timing[ability.usage]],
        ['frequency', ability.frequency, timing[ability.frequency]],
      ];
      return translated.flatMap(([field, source, value]) =>
        value && source
          ? [
              {
                entity: fighterResource.entity,
                id: fighter.id,
                locale,
                field: `abilities.${index}.${field}`,
                value,
                source,
              },
            ]
          : [],
      );
    }),
  );
}

/** The demo posts' title, excerpt and (for a post of paragraphs) content, found by English title and slug. */
async function postFields(trx: Transaction<Database>): Promise<TranslatedField[]> {
  const posts = await trx
    .selectFrom('dev_diaries')
    .select(['id', 'slug', 'title', 'excerpt', 'content'])
    .where(
      'slug',
      'in',
      SEED_POSTS.map((post) => post.slug),
    )
    .execute();
  const entity = postTranslations.entity;
  return posts.flatMap((post) => {
    const seed = SEED_POSTS.find((one) => one.slug === post.slug && one.title === post.title);
    if (!seed) return [];
    return TRANSLATED_LOCALES.flatMap((locale) => {
      const translation = POSTS[locale][seed.title];
      if (!translation) return [];
      const field = (name: 'title' | 'excerpt' | 'content', value: string) => ({
        entity,
        id: post.id,
        locale,
        field: name,
        value,
        source: post[name],
      });
      // A post of paragraphs is made of its translated ones; the patch notes are set in their own markup.
      const text = translation.paragraphs
        ? seed.paragraphs && translation.paragraphs.join('\n\n')
        : seed.html === patchNotesHtml(PATCH_092_EN) && patchNotesHtml(PATCH_092_IN[locale]);
      const content = text ? [field('content', toRichHtml(text))] : [];
      return [field('title', translation.title), field('excerpt', translation.excerpt), ...content];
    });
  });
}
