import { z } from 'zod';
import { LIMITS, booleanField, requiredText } from './common';

export const aboutInputSchema = z.object({
  title: requiredText('Page title', { max: LIMITS.subject }),
  description: requiredText('Main description', { max: 10_000 }),
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
