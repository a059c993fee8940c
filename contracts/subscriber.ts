import { z } from 'zod';
import { LIMITS, emailField } from './common';

export const SUBSCRIBER_STATUSES = ['active', 'unsubscribed'] as const;
export const SUBSCRIBER_SOURCES = ['website', 'newsletter', 'social'] as const;

export const subscribeInputSchema = z.object({
  email: emailField(),
  source: z
    .enum(SUBSCRIBER_SOURCES, { error: `Source must be one of ${SUBSCRIBER_SOURCES.join(', ')}` })
    .default('website'),
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)
    .optional(),
});

/** What a public signup answers: never whether the address was already known. */
export const subscribeResultSchema = z.object({ email: z.string(), status: z.literal('active') });

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.enum(SUBSCRIBER_SOURCES),
  subscribedAt: z.string(),
});

export const subscriberListQuery = z.object({
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'status must be active or unsubscribed' }).optional(),
  source: z
    .enum(SUBSCRIBER_SOURCES, { error: `source must be one of ${SUBSCRIBER_SOURCES.join(', ')}` })
    .optional(),
});

export type Subscriber = z.infer<typeof subscriberSchema>;
export type SubscribeInput = z.input<typeof subscribeInputSchema>;
