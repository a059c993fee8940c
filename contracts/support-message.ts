import { z } from 'zod';
import { pageQuery, searchParam, sortOrderParam } from './paging';
import { LIMITS, emailField, requiredText } from './common';

export const SUPPORT_STATUSES = ['new', 'read', 'replied', 'closed'] as const;

export const supportMessageInputSchema = z.object({
  name: requiredText('Name', { max: LIMITS.name }),
  email: emailField(),
  subject: requiredText('Subject', { max: LIMITS.subject }),
  message: requiredText('Message', { max: LIMITS.message }),
});

export const supportMessageUpdateSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: `Status must be one of ${SUPPORT_STATUSES.join(', ')}` }),
});

export const supportMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What a visitor gets back: a receipt, not the stored record. */
export const supportMessageReceiptSchema = z.object({ id: z.number(), createdAt: z.string() });

export const supportMessageListQuery = z
  .object({
    status: z
      .enum(SUPPORT_STATUSES, { error: `status must be one of ${SUPPORT_STATUSES.join(', ')}` })
      .optional(),
    search: searchParam.describe('Case-insensitive text the name, email, subject or message must contain'),
    order: sortOrderParam,
  })
  .extend(pageQuery.shape);
export type SupportMessageFilter = z.infer<typeof supportMessageListQuery>;

export type SupportMessage = z.infer<typeof supportMessageSchema>;
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
