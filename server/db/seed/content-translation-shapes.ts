/**
 * The shapes of the demo content's translations that are written per locale, one file each
 * (ability-translations-fr.ts, post-translations-ja.ts…): each keyed by its English text as the
 * seed writes it, so a reader sees which row a translation belongs to.
 */

/** An ability's name and description in one locale, by fighter name, then by the ability's English name. */
export type AbilityTranslations = Record<string, Record<string, { name: string; description: string }>>;

/**
 * A post's title, excerpt and text in one locale, by the post's English title. `paragraphs` has one
 * translated paragraph per English one, in the same order; a post the seed writes as rich text
 * (`html`) has none, and its text reads in English, marked as such.
 */
export type PostTranslations = Record<string, { title: string; excerpt: string; paragraphs?: string[] }>;
