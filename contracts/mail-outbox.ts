import { z } from 'zod';
import { filterText } from './common';
import { pageQuery } from './paging';

/** `bounced` and `complained`: sent, then reported back so (a delivery report, a provider's event). */
export const OUTBOX_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'cancelled',
  'bounced',
  'complained',
] as const;

/** One mail of the outbox, as the operators' list shows it. */
export const outboxMailSchema = z.object({
  id: z.number(),
  purpose: z
    .string()
    .describe(
      '`post:<postId>`, `confirm:<subscriberId>:<n>`, `password-reset:<id>`, `security-notice:<id>` or ' +
        '`two-factor-enrolment:<id>`',
    ),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  nextAttemptAt: z.string().describe('When a queued mail is tried (again), ISO-8601 UTC'),
  lastError: z.string().nullable().describe("The SMTP server's last refusal, or why it was cancelled"),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListQuery = z
  .object({
    status: z
      .enum(OUTBOX_STATUSES, { error: `status must be one of ${OUTBOX_STATUSES.join(', ')}` })
      .optional(),
    purpose: filterText('purpose', 100).describe(
      'One mailing: `post:12`, or one confirmation `confirm:34:1`',
    ),
    recipient: filterText('recipient', 254).describe(
      'One address, in any case: every mail queued for it (a visitor asking where a mail went)',
    ),
  })
  .extend(pageQuery.shape);
export type OutboxFilter = z.infer<typeof outboxListQuery>;
