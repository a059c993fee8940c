import { LIMITS, requiredText } from '@contracts/common';
import { devDiaryInputSchema } from '@contracts/dev-diary';
import { z } from 'zod';

/**
 * The editor's form: the contract's post fields, checked after trimming with the messages of
 * docs/back-office-screens.md §5. Excerpt and tags are optional on the API but required here.
 */
const { shape } = devDiaryInputSchema;

export const editorSchema = z.object({
  title: shape.title,
  excerpt: requiredText('Excerpt', { max: 1000 }),
  content: shape.content,
  author: shape.author,
  tags: z
    .array(z.string())
    .min(1, 'At least one tag is required')
    .max(LIMITS.tags, `At most ${LIMITS.tags} tags`),
  coverImage: z.string().nullable(),
  featured: z.boolean(),
  date: z.date({ error: 'Publish date is required' }),
});

export type EditorValues = z.input<typeof editorSchema>;
export type EditorOutput = z.output<typeof editorSchema>;

/** docs/back-office-screens.md §2: the predefined suggestions, in this order. */
export const PREDEFINED_TAGS = [
  'PC',
  'Blood & Mayhem',
  'Development',
  'Character Design',
  'Art',
  'Technical',
  'Combat System',
  'Gameplay',
  'News',
  'Update',
  'Feature',
  'Community',
  'Tournament',
  'Competitive',
  'Balance',
  'Patch Notes',
] as const;

export const SUGGESTIONS_SHOWN = 10;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The first 10 predefined tags the post does not use yet. */
export function tagSuggestions(used: readonly string[]): string[] {
  return PREDEFINED_TAGS.filter((tag) => !used.some((u) => same(u, tag))).slice(0, SUGGESTIONS_SHOWN);
}

/** A new tag is trimmed and ignored when empty or already there (docs/back-office-screens.md §5). */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().slice(0, LIMITS.tag);
  if (!tag || tags.some((t) => same(t, tag))) return [...tags];
  return [...tags, tag];
}
