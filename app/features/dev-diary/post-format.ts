import type { DevDiary } from '@contracts/dev-diary';
import { textOf } from '@contracts/rich-text';
import { msg, plural } from '@lingui/core/macro';
import { formatUtcLongDate } from '~/lib/format-date';

/**
 * contracts/dev-diary.ts's excerptOf, restated here: importing that module would bring zod (its
 * schemas are built at load) into every dev diary page. post-format.test.ts keeps the two equal.
 */
export const EXCERPT_FALLBACK_LENGTH = 200;

export function excerptOf(post: { excerpt: string; content: string }): string {
  if (post.excerpt.trim()) return post.excerpt;
  const text = textOf(post.content).replace(/\s+/g, ' ');
  return text.length > EXCERPT_FALLBACK_LENGTH ? `${text.slice(0, EXCERPT_FALLBACK_LENGTH)}...` : text;
}

/** How many tags a list card names before it folds the rest into "+N" (docs/public-screens.md §9). */
export const CARD_TAG_COUNT = 2;

/** A post's date, falling back to its creation time (docs/public-screens.md §3). */
export function postDate(post: Pick<DevDiary, 'date' | 'createdAt'>): string {
  return post.date || post.createdAt;
}

/** A post's date as its pages print it: "June 12, 2026" in English, in the page's `locale`. */
export const formatPostDate = (iso: string, locale?: string) => formatUtcLongDate(iso, '', locale);

/** The first two tags and how many more there are. */
export function cardTags(tags: string[]): { shown: string[]; more: number } {
  return { shown: tags.slice(0, CARD_TAG_COUNT), more: Math.max(0, tags.length - CARD_TAG_COUNT) };
}

/** "1 tag", "4 tags": a message to render with `i18n._`. */
export const tagCountLabel = (count: number) => msg`${plural(count, { one: '# tag', other: '# tags' })}`;
