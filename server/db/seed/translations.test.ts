import { describe, expect, it } from 'vitest';
import { chapterResource } from '../../resources/chapters';
import { faqResource } from '../../resources/faqs';
import { fighterResource } from '../../resources/fighters';
import { gameModeResource } from '../../resources/game-modes';
import { ABILITY_TIMING_TRANSLATIONS } from './ability-timing-translations';
import { PATCH_092_EN, PATCH_092_IN } from './patch-notes';
import { ABILITY_TRANSLATIONS_FR } from './ability-translations-fr';
import { ABILITY_TRANSLATIONS_JA } from './ability-translations-ja';
import { SEED_FAQS } from './faqs';
import { FIGHTER_TRANSLATIONS } from './fighter-translations';
import { SEED_FIGHTERS } from './fighters';
import { POST_TRANSLATIONS_FR } from './post-translations-fr';
import { POST_TRANSLATIONS_JA } from './post-translations-ja';
import { SEED_POSTS } from './posts';
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

const ABILITY_TABLES = { fr: ABILITY_TRANSLATIONS_FR, ja: ABILITY_TRANSLATIONS_JA };
const POST_TABLES = { fr: POST_TRANSLATIONS_FR, ja: POST_TRANSLATIONS_JA };

describe("the demo fighters' abilities and the demo posts in French and Japanese", () => {
  for (const locale of ['fr', 'ja'] as const) {
    it(`translates every ability's name and description into ${locale}, keyed as the seed names them`, () => {
      const table = ABILITY_TABLES[locale];
      expect(Object.keys(table).sort()).toEqual(SEED_FIGHTERS.map((fighter) => fighter.name).sort());
      const problems: string[] = [];
      for (const fighter of SEED_FIGHTERS) {
        const translated = table[fighter.name] ?? {};
        expect(Object.keys(translated).sort(), fighter.name).toEqual(
          fighter.abilities.map((a) => a.name).sort(),
        );
        for (const ability of fighter.abilities) {
          const texts = translated[ability.name];
          if (!texts?.name.trim() || !texts.description.trim()) problems.push(`${ability.name}: empty`);
          else if (texts.description === ability.description)
            problems.push(`${ability.name}: left in English`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`translates every ability timing the seed uses into ${locale}`, () => {
      const words = new Set(SEED_FIGHTERS.flatMap((f) => f.abilities.flatMap((a) => [a.usage, a.frequency])));
      const missing = [...words].filter((word) => word && !ABILITY_TIMING_TRANSLATIONS[locale][word]);
      expect(missing).toEqual([]);
    });

    it(`translates every post's title and excerpt into ${locale}, and each paragraph of the ones made of paragraphs`, () => {
      const table = POST_TABLES[locale];
      expect(Object.keys(table).sort()).toEqual(SEED_POSTS.map((post) => post.title).sort());
      for (const post of SEED_POSTS) {
        const translated = table[post.title]!;
        expect(translated.title.trim(), post.title).not.toBe('');
        expect(translated.title, post.title).not.toBe(post.title);
        expect(translated.excerpt, post.title).not.toBe(post.excerpt);
        expect(translated.paragraphs?.length, post.title).toBe(post.paragraphs?.length);
      }
    });
  }
});

describe('the patch notes in French and Japanese', () => {
  for (const locale of ['fr', 'ja'] as const) {
    it(`has every piece of the 0.9.2 notes in ${locale}, as many as the English`, () => {
      const notes = PATCH_092_IN[locale];
      expect(notes.paragraphs).toHaveLength(PATCH_092_EN.paragraphs.length);
      expect(notes.list).toHaveLength(PATCH_092_EN.list.length);
      expect(notes.table.rows.map((row) => row.length)).toEqual(
        PATCH_092_EN.table.rows.map((row) => row.length),
      );
      const texts = [...notes.paragraphs, ...notes.list, ...Object.values(notes.headings)];
      expect(texts.filter((text) => !text.trim())).toEqual([]);
      expect(notes.paragraphs.filter((text, i) => text === PATCH_092_EN.paragraphs[i])).toEqual([]);
    });
  }
});
