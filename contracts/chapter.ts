import { z } from 'zod';
import { LIMITS, booleanField, requiredText } from './common';

export const CHAPTER_TITLE = 'BLOOD & MAYHEM';

export const chapterInputSchema = z.object({
  title: requiredText('Title', { max: LIMITS.subject }).default(CHAPTER_TITLE),
  subtitle: requiredText('Subtitle', { max: LIMITS.subject }),
  description: requiredText('Description', { max: LIMITS.message }),
  videoSrc: requiredText('Video path', { max: LIMITS.url }).refine(
    (v) => v.startsWith('/') || /^https?:\/\//i.test(v),
    { error: 'Video path must start with / or be an http(s) URL' },
  ),
  order: z.number({ error: 'Order must be a number' }).int().min(0).max(100_000).optional(),
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

export type Chapter = z.infer<typeof chapterSchema>;
export type ChapterInput = z.input<typeof chapterInputSchema>;
