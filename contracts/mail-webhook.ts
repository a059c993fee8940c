import { z } from 'zod';

/** A Mailgun webhook's signature block: HMAC-SHA256 of timestamp + token, hex. */
const mailgunSignatureSchema = z.object({
  timestamp: z.string({ error: 'signature.timestamp is required' }).max(20),
  token: z.string({ error: 'signature.token is required' }).min(1).max(200),
  signature: z.string({ error: 'signature.signature is required' }).max(128),
});

/**
 * One Mailgun event as its JSON webhook posts it. Only the fields read are named; the rest of
 * Mailgun's event is let through unread.
 */
export const mailgunEventSchema = z.object({
  signature: mailgunSignatureSchema,
  'event-data': z
    .looseObject({
      event: z.string().max(50).describe('`failed` and `complained` are acted on; others are acknowledged'),
      severity: z.string().max(50).optional().describe('For `failed`: `permanent` or `temporary`'),
      recipient: z.string().max(320).optional(),
      reason: z.string().max(200).optional(),
      'user-variables': z
        .looseObject({ outbox_id: z.union([z.string().max(20), z.number()]).optional() })
        .optional()
        .describe('Set on each mail (X-Mailgun-Variables): `outbox_id` names the mail'),
      'delivery-status': z
        .looseObject({
          code: z.union([z.number(), z.string().max(20)]).optional(),
          message: z.string().max(2000).optional(),
          description: z.string().max(2000).optional(),
        })
        .optional(),
    })
    .describe("Mailgun's event"),
});
export type MailgunEvent = z.infer<typeof mailgunEventSchema>;

/** What the webhook answers: whether the event changed a subscriber's mail. */
export const mailgunEventResultSchema = z.object({
  recorded: z.boolean().describe('False for an event not acted on, or a mail or address not known'),
});
