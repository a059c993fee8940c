import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

/**
 * The check of decision 0055: every interface message of the public site has its French and
 * Japanese text, none left in English, with the same placeholders and tags as the English one.
 * (`npm run i18n:check` verifies that the catalogues hold every message the sources use.)
 */
type Entry = { message?: string; translation?: string };

async function catalogue(locale: 'en' | 'fr' | 'ja') {
  const po = readFileSync(new URL(`./${locale}.po`, import.meta.url), 'utf8');
  return ((await formatter().parse(po, { locale, sourceLocale: 'en', filename: `${locale}.po` })) ??
    {}) as Record<string, Entry>;
}

/** Messages that read the same in every language: names, codes, numbers. */
const SAME_IN_EVERY_LANGUAGE = new Set(['PC', 'STEAM', 'T', 'E10+', '{0}', '{siteName}']);
/** Words a language spells as English does: an ability's subType "Trait" is a French word too. */
const SAME_IN: Record<'fr' | 'ja', Set<string>> = {
  fr: new Set(['Trait', 'Active', 'Mobile']),
  ja: new Set(),
};

/** `{name}`, `{0}` and `<0>`/`</0>` markers: a translation must keep each of them. */
const markers = (text: string) =>
  [...text.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]).sort();

describe('interface catalogues', () => {
  for (const locale of ['fr', 'ja'] as const) {
    it(`translates every message into ${locale}, keeping its placeholders`, async () => {
      const english = await catalogue('en');
      const translations = await catalogue(locale);
      expect(Object.keys(english).length).toBeGreaterThan(50);
      const problems: string[] = [];
      for (const [id, entry] of Object.entries(english)) {
        const source = entry.message ?? '';
        const text = translations[id]?.translation ?? '';
        if (!text) problems.push(`missing: ${source}`);
        else if (text === source && !SAME_IN_EVERY_LANGUAGE.has(source) && !SAME_IN[locale].has(source))
          problems.push(`left in English: ${source}`);
        else if (markers(text).join() !== markers(source).join())
          problems.push(`placeholders differ: ${source} → ${text}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
