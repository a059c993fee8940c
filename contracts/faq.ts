import { z } from 'zod';
import { booleanField, LIMITS, MAX_ROW_ID, queryFlag, requiredText } from './common';
import { RICH_TEXT_DESCRIPTION } from './rich-text';

export const FAQ_CATEGORIES = ['General', 'Technical', 'Gameplay', 'Account', 'Support'] as const;

const order = z
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, 'Order must be 0 or more')
  .max(100_000, 'Order is too large');

export const faqInputSchema = z.object({
  question: requiredText('Question', { max: 500 }),
  answer: requiredText('Answer', { max: LIMITS.message }).describe(RICH_TEXT_DESCRIPTION),
  category: z
    .enum(FAQ_CATEGORIES, { error: `Category must be one of ${FAQ_CATEGORIES.join(', ')}` })
    .default('General'),
  order: order.optional(),
  published: booleanField('Published').default(true),
});

export const faqSchema = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  order: z.number(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const faqListQuery = z.object({
  published: queryFlag('published'),
  category: z
    .enum(FAQ_CATEGORIES, { error: `category must be one of ${FAQ_CATEGORIES.join(', ')}` })
    .optional(),
});

/** Shared by FAQs and chapters: `{ items: [{ id, order }] }`. */
export const reorderSchema = z.object({
  items: z
    .array(
      z.object({
        id: z
          .number({ error: 'Each item needs a numeric id' })
          .int('Each item needs a whole-number id')
          .positive('Each item needs a positive id')
          .max(MAX_ROW_ID, 'Each item needs an existing id'),
        order,
      }),
      { error: 'items must be a list of { id, order }' },
    )
    .min(1, 'items must not be empty')
    .max(1000, 'Too many items')
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, {
      error: 'Each id may appear only once',
    }),
});

export type Faq = z.infer<typeof faqSchema>;
export type FaqInput = z.input<typeof faqInputSchema>;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export type ReorderInput = z.infer<typeof reorderSchema>;
