import { describe, expect, it } from 'vitest';
import { chapterResource } from '../../resources/chapters';
import { faqResource } from '../../resources/faqs';
import { fighterResource } from '../../resources/fighters';
import { gameModeResource } from '../../resources/game-modes';
import { SEED_FAQS } from './faqs';
import { FIGHTER_TRANSLATIONS } from './fighter-translations';
import { SEED_FIGHTERS } from './fighters';
import { SEED_CHAPTERS, SEED_GAME_MODES } from './site-content';
import { CHAPTER_TRANSLATIONS, FAQ_TRANSLATIONS, GAME_MODE_TRANSLATIONS } from './translations';

/** Names that read the same in every language: the game's. */
const SAME_IN_EVERY_LANGUAGE = new Set(['BLOOD & MAYHEM', 'Blood & Mayhem', 'Blood & Mayhem Mobile']);

const cases = [
  {
    name: 'FAQs',
    keys: SEED_FAQS.map((faq) => faq.question),
    table: FAQ_TRANSLATIONS,
    fields: faqResource.localized?.fields,
    english: (key: string) => SEED_FAQS.find((faq) => faq.question === key),
  },
  {
    name: 'chapters',
    keys: SEED_CHAPTERS.map((chapter) => chapter.subtitle),
    table: CHAPTER_TRANSLATIONS,
    fields: chapterResource.localized?.fields,
    english: (key: string) => SEED_CHAPTERS.find((chapter) => chapter.subtitle === key),
  },
  {
    name: 'game modes',
    keys: SEED_GAME_MODES.map((mode) => mode.name),
    table: GAME_MODE_TRANSLATIONS,
    fields: gameModeResource.localized?.fields,
    english: (key: string) => SEED_GAME_MODES.find((mode) => mode.name === key),
  },
  {
    name: 'fighters',
    keys: SEED_FIGHTERS.map((fighter) => fighter.name),
    table: FIGHTER_TRANSLATIONS,
    fields: fighterResource.localized?.fields,
    english: (key: string) => SEED_FIGHTERS.find((fighter) => fighter.name === key),
  },
];

describe('the demo content in French and Japanese', () => {
  for (const { name, keys, table, fields, english } of cases) {
    it(`translates every localized field of the seeded ${name}, and nothing else`, () => {
      expect(Object.keys(table).sort()).toEqual([...keys].sort());
      const problems: string[] = [];
      for (const key of keys) {
        const source = english(key) as Record<string, unknown>;
        for (const locale of ['fr', 'ja'] as const) {
          const texts = (table[key]?.[locale] ?? {}) as Record<string, string>;
          expect(Object.keys(texts).sort(), `${key} (${locale})`).toEqual([...(fields ?? [])].sort());
          for (const [field, text] of Object.entries(texts)) {
            if (text.trim() === '') problems.push(`${key} ${locale} ${field}: empty`);
            else if (text === source[field] && !SAME_IN_EVERY_LANGUAGE.has(text))
              problems.push(`${key} ${locale} ${field}: left in English`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
