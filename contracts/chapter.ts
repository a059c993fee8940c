import { z } from 'zod';
import { booleanField, LIMITS, queryFlag, requiredText } from './common';

export const CHAPTER_TITLE = 'BLOOD & MAYHEM';

export const chapterInputSchema = z.object({
  title: requiredText('Title', { max: LIMITS.subject }).default(CHAPTER_TITLE),
  subtitle: requiredText('Subtitle', { max: LIMITS.subject }),
  description: requiredText('Description', { max: LIMITS.message }),
  videoSrc: requiredText('Video path', { max: LIMITS.url }).refine(
    (v) => v.startsWith('/') || /^https?:\/\//i.test(v),
    { error: 'Video path must start with / or be an http(s) URL' },
  ),
  // Each check names the field: a check without its own message would inherit "must be a number".
  order: z
    .number({ error: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(100_000, 'Order is too large')
    .optional(),
  isActive: booleanField('Active').default(true),
});

export const chapterSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  videoSrc: z.string(),
  order: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** Filter for GET /api/chapters; `active` only counts for staff (the public sees active chapters). */
export const chapterListQuery = z.object({
  active: queryFlag('active'),
});

export type Chapter = z.infer<typeof chapterSchema>;
export type ChapterInput = z.input<typeof chapterInputSchema>;
