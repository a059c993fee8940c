import type { Transaction } from 'kysely';
import { toRichHtml } from '../../content/rich-content';
import { contentTranslationRepository } from '../../data/content-translations';
import { aboutTranslations } from '../../resources/about';
import { chapterResource } from '../../resources/chapters';
import { faqResource } from '../../resources/faqs';
import { fighterResource } from '../../resources/fighters';
import { gameModeResource } from '../../resources/game-modes';
import type { Database } from '../schema';
import { ABOUT_TRANSLATION } from './about-translations';
import { SEED_ABOUT } from './site-content';
import { FIGHTER_TRANSLATIONS } from './fighter-translations';
import {
  CHAPTER_TRANSLATIONS,
  FAQ_TRANSLATIONS,
  GAME_MODE_TRANSLATIONS,
  type SeedTranslation,
  type TranslatedLocale,
} from './translations';

const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['fr', 'ja'];

/**
 * The demo content's French and Japanese (docs/decisions/0054), written after its English rows:
 * each row found by its English text, each field through the translations repository, so its
 * digest is that of the stored English text and the translation reads as current, not outdated.
 */
export async function insertSeedTranslations(trx: Transaction<Database>) {
  const faqs = await trx
    .selectFrom('faqs')
    .select(['id', 'question', 'answer'])
    .where('question', 'in', Object.keys(FAQ_TRANSLATIONS))
    .execute();
  // The English answers are stored as rich text: so are their translations.
  await translateRows(trx, faqResource.entity, faqs, (faq) => FAQ_TRANSLATIONS[faq.question], {
    answer: toRichHtml,
  });

  const chapters = await trx
    .selectFrom('chapters')
    .select(['id', 'title', 'subtitle', 'description'])
    .where('subtitle', 'in', Object.keys(CHAPTER_TRANSLATIONS))
    .execute();
  await translateRows(
    trx,
    chapterResource.entity,
    chapters,
    (chapter) => CHAPTER_TRANSLATIONS[chapter.subtitle],
  );

  const modes = await trx
    .selectFrom('game_modes')
    .select(['id', 'name', 'subtitle', 'description'])
    .where('name', 'in', Object.keys(GAME_MODE_TRANSLATIONS))
    .execute();
  await translateRows(trx, gameModeResource.entity, modes, (mode) => GAME_MODE_TRANSLATIONS[mode.name]);

  const fighters = await trx
    .selectFrom('fighters')
    .select(['id', 'name', 'role', 'bio'])
    .where('name', 'in', Object.keys(FIGHTER_TRANSLATIONS))
    .execute();
  await translateRows(trx, fighterResource.entity, fighters, (fighter) => FIGHTER_TRANSLATIONS[fighter.name]);

  // The About page, when it is still the demo's own text (a studio's own is left untranslated).
  const about = await trx
    .selectFrom('about')
    .select(['id', 'title', 'description', 'mission_statement as missionStatement'])
    .where('title', '=', SEED_ABOUT.title)
    .where('mission_statement', '=', SEED_ABOUT.missionStatement)
    .execute();
  await translateRows(trx, aboutTranslations.entity, about, () => ABOUT_TRANSLATION, {
    description: toRichHtml,
  });
}

/** Each row's fields in every translated locale, `format` shaping a text as its field stores it. */
async function translateRows<Row extends { id: number }, Field extends keyof Row & string>(
  trx: Transaction<Database>,
  entity: string,
  rows: Row[],
  translationOf: (row: Row) => SeedTranslation<Field> | undefined,
  format: Partial<Record<Field, (text: string) => string>> = {},
) {
  const translations = contentTranslationRepository(trx);
  for (const row of rows) {
    const translation = translationOf(row);
    if (!translation) continue;
    for (const locale of TRANSLATED_LOCALES) {
      const texts = Object.entries(translation[locale]) as [Field, string][];
      const fields = Object.fromEntries(
        texts.map(([field, text]) => [
          field,
          { value: format[field]?.(text) ?? text, source: String(row[field]) },
        ]),
      );
      await translations.write(entity, row.id, locale, fields);
    }
  }
}
