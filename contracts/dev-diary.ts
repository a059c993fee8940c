import { z } from 'zod';
import { pageQuery, searchParam, sortOrderParam } from './paging';
import { bodyId, booleanField, LIMITS, mediaUrl, optionalText, queryFlag, requiredText } from './common';
import { RICH_TEXT_DESCRIPTION, textOf } from './rich-text';

export const EXCERPT_FALLBACK_LENGTH = 200;

export const devDiaryInputSchema = z.object({
  title: requiredText('Title', { max: LIMITS.subject }),
  excerpt: optionalText('Excerpt', 1000),
  content: requiredText('Content', { max: LIMITS.postContent }).describe(RICH_TEXT_DESCRIPTION),
  author: requiredText('Author', { max: LIMITS.name }),
  authorId: bodyId('authorId').nullable().optional(),
  tags: z
    .array(requiredText('Tag', { max: LIMITS.tag }), { error: 'Tags must be a list of text' })
    .max(LIMITS.tags, `At most ${LIMITS.tags} tags`)
    .default([])
    // Tags are a set: the same tag twice (in any case) is kept once.
    .transform((tags) =>
      tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
    ),
  coverImage: mediaUrl('Cover image')
    .optional()
    .describe(
      'An uploaded image shown on the diary card and in link previews; omitted keeps the current one, null removes it',
    ),
  featured: booleanField('Featured').default(false),
  published: booleanField('Published').default(false),
  date: z.iso
    .datetime({ offset: true, error: 'Date must be an ISO date-time such as 2026-05-01T10:00:00Z' })
    .transform((v) => new Date(v).toISOString())
    .optional(),
});

/**
 * The text an author writes in a post, declared once: the editor's save, a toggle's resend, the
 * stored row's values and the server's "only the flags changed" check all take their fields from
 * here, so a new text field is added to this list and the two schemas.
 */
export const POST_TEXT_FIELDS = [
  'title',
  'excerpt',
  'content',
  'author',
] as const satisfies readonly (keyof DevDiaryInput & keyof DevDiary)[];
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];

/**
 * What an update sends back unchanged besides the text: the cover image is left out, so the stored
 * one stays (docs/back-office-screens.md §7).
 */
export const POST_RESENT_FIELDS = [
  ...POST_TEXT_FIELDS,
  'authorId',
  'tags',
  'featured',
  'published',
  'date',
] as const satisfies readonly (keyof DevDiaryInput & keyof DevDiary)[];

/** The fields of `post` named in `fields`, copied. */
export function pickFields<T extends object, K extends keyof T>(post: T, fields: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const field of fields) picked[field] = post[field];
  return picked;
}

export const devDiarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  authorId: z.number().nullable(),
  tags: z.array(z.string()),
  coverImage: z.string().nullable(),
  featured: z.boolean(),
  published: z.boolean(),
  date: z.string(),
  views: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A post's status as the back office names it. `published` is live: published with a date that
 * has come. `scheduled` is published with a date still ahead: no visitor sees it before then.
 */
export const POST_STATUSES = ['published', 'draft', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The status of a post at `now`. */
export function postStatus(post: { published: boolean; date: string }, now = Date.now()): PostStatus {
  if (!post.published) return 'draft';
  return Date.parse(post.date) > now ? 'scheduled' : 'published';
}

/**
 * The list's query. Unlike the other staff lists, a call without `limit` still answers every post:
 * the public dev diary reads the whole published list. The back office always pages.
 */
export const devDiaryListQuery = z.object({
  published: queryFlag('published').describe(
    'true: published posts whose date has come (scheduled posts are not yet published); false: drafts',
  ),
  status: z
    .enum(POST_STATUSES, { error: `status must be one of ${POST_STATUSES.join(', ')}` })
    .optional()
    .describe('published (live), draft, or scheduled (published with a date ahead). Staff only.'),
  featured: queryFlag('featured'),
  search: searchParam.describe('Case-insensitive text the title, the author or a tag must contain'),
  order: sortOrderParam,
  limit: pageQuery.shape.limit,
  offset: pageQuery.shape.offset,
});
export type DevDiaryFilter = z.infer<typeof devDiaryListQuery>;

/** The stat cards of the staff's post list; `published` counts live posts, not scheduled ones. */
export const devDiaryStatsSchema = z.object({
  total: z.number(),
  published: z.number(),
  drafts: z.number(),
  scheduled: z.number(),
  featured: z.number(),
});
export type DevDiaryStats = z.infer<typeof devDiaryStatsSchema>;

export const slugParams = z.object({
  slug: z
    .string()
    .max(200)
    // Lower-case letters of any script, with their marks (docs/decisions/0053-readable-slugs.md).
    .regex(/^[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{N}-]+$/u, 'slug may contain lower-case letters, digits and dashes'),
});

/**
 * A link to the post as its public page will show it, drafts and scheduled posts included, for
 * anyone who holds it (no account needed) until `expiresAt`.
 */
export const previewLinkSchema = z.object({
  path: z.string().describe('The preview page, relative to the site: /dev-diary/preview/<token>'),
  expiresAt: z.string().describe('When the link stops working, ISO-8601 UTC'),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const previewLinkBody = z
  .strictObject({}, { error: 'A preview link takes no fields: send {} or no body' })
  .nullish();

/** The excerpt shown when a post has none: the first 200 characters of its content's text. */
export function excerptOf(post: { excerpt: string; content: string }): string {
  if (post.excerpt.trim()) return post.excerpt;
  const text = textOf(post.content).replace(/\s+/g, ' ');
  return text.length > EXCERPT_FALLBACK_LENGTH ? `${text.slice(0, EXCERPT_FALLBACK_LENGTH)}...` : text;
}

export type DevDiary = z.infer<typeof devDiarySchema>;
export type DevDiaryInput = z.input<typeof devDiaryInputSchema>;
