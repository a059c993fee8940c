import { z } from 'zod';
import { optionalText } from './common';
import { pageQuery, searchParam, sortOrderParam } from './paging';

/** The media library (docs/back-office-screens.md, "Media library"). */
export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_LIMITS = { altText: 250, caption: 500 } as const;

/** What can hold an uploaded file: the content whose fields name its path. */
export const MEDIA_USE_TYPES = ['post', 'fighter', 'ability', 'game_mode'] as const;
export type MediaUseType = (typeof MEDIA_USE_TYPES)[number];

export const mediaUseSchema = z.object({
  type: z.enum(MEDIA_USE_TYPES),
  id: z.number(),
  /** The post's title, the fighter's, ability's or game mode's name. */
  name: z.string(),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaItemSchema = z.object({
  id: z.number(),
  url: z.string().describe('The public path of the original'),
  kind: z.enum(MEDIA_KINDS),
  mime: z.string(),
  size: z.number().describe('Bytes of the original'),
  name: z.string().describe('The file name it was uploaded with'),
  width: z.number().nullable().describe("An image's pixels after EXIF orientation; null for a video"),
  height: z.number().nullable(),
  altText: z.string(),
  caption: z.string(),
  variants: z
    .enum(['none', 'pending', 'ready', 'failed'])
    .describe("An image's responsive variants: being made, ready, failed (the original is served) or none"),
  createdAt: z.string(),
  uses: z.array(mediaUseSchema).describe('Where the file is used now: deleting it is refused while any'),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListQuery = z
  .object({
    kind: z.enum(MEDIA_KINDS, { error: 'kind must be image or video' }).optional(),
    search: searchParam.describe('Case-insensitive text the file name, alt text or caption must contain'),
    order: sortOrderParam,
  })
  .extend(pageQuery.shape);
export type MediaFilter = z.infer<typeof mediaListQuery>;

export const mediaUpdateSchema = z
  .object({
    altText: optionalText('Alt text', MEDIA_LIMITS.altText),
    caption: optionalText('Caption', MEDIA_LIMITS.caption),
  })
  .strict();
export type MediaUpdateInput = z.input<typeof mediaUpdateSchema>;

const USE_LABELS: Record<MediaUseType, [string, string]> = {
  post: ['post', 'posts'],
  fighter: ['fighter', 'fighters'],
  ability: ['ability', 'abilities'],
  game_mode: ['game mode', 'game modes'],
};

/** "Used in 3 posts, 1 fighter", or "Not used". */
export function usesSummary(uses: readonly MediaUse[]): string {
  if (uses.length === 0) return 'Not used';
  const parts = MEDIA_USE_TYPES.flatMap((type) => {
    const count = uses.filter((use) => use.type === type).length;
    if (count === 0) return [];
    const [one, many] = USE_LABELS[type];
    return [`${count} ${count === 1 ? one : many}`];
  });
  return `Used in ${parts.join(', ')}`;
}

/** The refusal of a delete, naming each use so the editor knows where to replace the file. */
export function inUseMessage(uses: readonly MediaUse[]): string {
  const named = uses.map((use) => `${USE_LABELS[use.type][0]} "${use.name}"`).join(', ');
  return `This file is in use (${named}). Replace it there before deleting it`;
}
