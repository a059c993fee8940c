import { z } from 'zod';
import { LIMITS, booleanField, requiredText } from './common';
import { RICH_TEXT_DESCRIPTION } from './rich-text';

/** The longest main description, counted on the HTML stored. */
export const ABOUT_DESCRIPTION_MAX = 10_000;

export const aboutInputSchema = z.object({
  title: requiredText('Page title', { max: LIMITS.subject }),
  description: requiredText('Main description', { max: ABOUT_DESCRIPTION_MAX }).describe(
    RICH_TEXT_DESCRIPTION,
  ),
  missionStatement: requiredText('Mission statement', { max: LIMITS.message }),
  isActive: booleanField('Page status').default(true),
});

export const aboutSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  missionStatement: z.string(),
  isActive: z.boolean(),
  lastUpdated: z.string(),
});

export type About = z.infer<typeof aboutSchema>;
export type AboutInput = z.input<typeof aboutInputSchema>;
