import { z } from 'zod';
import { pageQuery, searchParam, sortOrderParam } from './paging';
import { LIMITS, emailField, idParam, noNul, requiredText } from './common';

export const FEEDBACK_STATUSES = ['new', 'in-progress', 'resolved', 'closed'] as const;
import {
  ATTACHMENT_NOT_MEDIA,
  ATTACHMENT_TOO_LARGE,
  ATTACHMENTS_TOTAL_TOO_LARGE,
} from './public-form-messages';

export { ATTACHMENT_NOT_MEDIA, ATTACHMENT_TOO_LARGE, ATTACHMENTS_TOTAL_TOO_LARGE };
export const TOO_MANY_ATTACHMENTS = `At most ${LIMITS.attachmentCount} attachments per submission`;

/** A data URL's base-64 text is 4/3 of the bytes; the limit is checked again after decoding. */
const maxDataUrlLength = Math.ceil((LIMITS.attachmentBytes * 4) / 3) + 200;

export const attachmentInputSchema = z.object({
  name: requiredText('Attachment name', { max: 255 }),
  type: z
    .string({ error: 'Attachment type must be text' })
    .max(100)
    .refine(...noNul('Attachment type'))
    .default(''),
  size: z.number({ error: 'Attachment size must be a number' }).int().min(0).optional(),
  data: z
    .string({ error: 'Attachment data is required' })
    .max(maxDataUrlLength, ATTACHMENT_TOO_LARGE)
    .regex(/^data:[\w.+/-]*;base64,[A-Za-z0-9+/=\s]*$/, 'Attachment data must be a base-64 data URL'),
});

export const feedbackInputSchema = z.object({
  name: requiredText('Name', { max: LIMITS.name }),
  email: emailField(),
  subject: requiredText('Subject', { max: LIMITS.subject }),
  description: requiredText('Description', { max: LIMITS.message }),
  attachments: z
    .array(attachmentInputSchema, { error: 'Attachments must be a list' })
    .max(LIMITS.attachmentCount, TOO_MANY_ATTACHMENTS)
    .default([]),
});

export const feedbackUpdateSchema = z
  .object({
    status: z
      .enum(FEEDBACK_STATUSES, { error: `Status must be one of ${FEEDBACK_STATUSES.join(', ')}` })
      .optional(),
    notes: z
      .string({ error: 'Notes must be text' })
      .max(LIMITS.message, `Notes must be at most ${LIMITS.message} characters`)
      .refine(...noNul('Notes'))
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, {
    error: 'Give a status or notes to update',
  });

export const attachmentSchema = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  url: z.string(),
});

export const feedbackSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  notes: z.string(),
  attachments: z.array(attachmentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What a visitor gets back: a receipt, not the stored record. */
export const feedbackReceiptSchema = z.object({ id: z.number(), createdAt: z.string() });

export const feedbackListQuery = z
  .object({
    status: z
      .enum(FEEDBACK_STATUSES, { error: `status must be one of ${FEEDBACK_STATUSES.join(', ')}` })
      .optional(),
    search: searchParam.describe('Case-insensitive text the name, email or subject must contain'),
    order: sortOrderParam,
  })
  .extend(pageQuery.shape);
export type FeedbackFilter = z.infer<typeof feedbackListQuery>;

/** The counters of the feedback screen, over every submission. */
export const feedbackStatsSchema = z.object({
  total: z.number(),
  byStatus: z.object({
    new: z.number(),
    'in-progress': z.number(),
    resolved: z.number(),
    closed: z.number(),
  }),
});
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;

export const attachmentParams = z.object({
  id: idParam('id'),
  attachmentId: idParam('attachmentId'),
});

export type Feedback = z.infer<typeof feedbackSchema>;
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
