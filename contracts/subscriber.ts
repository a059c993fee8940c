import { z } from 'zod';
import { LIMITS, emailField, noNul } from './common';
import { pageQuery, searchParam, sortOrderParam } from './paging';
import { NEWSLETTER_TOPICS } from './newsletter-topics';
import { topicsField } from './newsletter-topic-fields';

/**
 * `bounced` and `complained` are suppressions: the address's mail bounced for good, or its owner
 * reported a mail as spam. Nothing more is mailed to it until it signs up and confirms again.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed', 'bounced', 'complained'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** The statuses that stop every mail to the address (docs/decisions/0058-bounces-and-complaints.md). */
export const SUPPRESSED_STATUSES = ['bounced', 'complained'] as const;
export const SUBSCRIBER_SOURCES = ['website', 'newsletter', 'social'] as const;

/** A locale code is a few letters (`en`, `fr`, `ja`); a longer one is no code at all. */
const LOCALE_MAX = 16;

export const subscribeInputSchema = z.object({
  email: emailField(),
  source: z
    .enum(SUBSCRIBER_SOURCES, { error: `Source must be one of ${SUBSCRIBER_SOURCES.join(', ')}` })
    .default('website'),
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)
    .refine(...noNul('Name'))
    .optional(),
  // Which locales a site serves is its configuration (LOCALES), not the contract's: the sign-up
  // refuses one it does not serve with the 400 the content reads give (contracts/locales.ts).
  locale: z
    .string({ error: 'Locale must be text' })
    .trim()
    .max(LOCALE_MAX, `Locale must be at most ${LOCALE_MAX} characters`)
    .optional()
    .describe(
      "The locale of the page the visitor signs up on (`fr` on /fr/…): the subscriber's mails are " +
        "written in it. One the site does not serve answers 400; without it, the site's default.",
    ),
});

/**
 * What a public signup answers: never whether the address was already known. `pending` (the same
 * for every address) when a confirmation mail is on its way, `active` when mail is off.
 */
export const subscribeResultSchema = z.object({ email: z.string(), status: z.enum(['pending', 'active']) });

/** The token of a confirm or unsubscribe link. */
export const mailTokenInputSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, 'token is too long'),
});
/**
 * The unsubscribe link's fields: a post mail's link also names its mailing (the post's id), which
 * only says which mailing the unsubscribe came from: the token alone decides who is unsubscribed.
 */
export const unsubscribeInputSchema = mailTokenInputSchema.extend({
  mailing: z.number({ error: 'mailing must be a post id' }).int().positive().optional(),
});

export const mailTokenResultSchema = z.object({ status: z.enum(['active', 'unsubscribed']) });

/** The confirm button's form: the token, and the topics ticked beside it (all of them when absent). */
export const confirmInputSchema = mailTokenInputSchema.extend({ topics: topicsField.optional() });
export type ConfirmInput = z.input<typeof confirmInputSchema>;

/** The token of a preferences link, in the preference page's query. */
export const preferencesQuery = mailTokenInputSchema;

/** What the preference page shows: the address the link was mailed to, its status and topics. */
export const preferencesSchema = z.object({
  email: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES).describe('Only an active subscriber chooses topics'),
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The preference page's Save: the link's token and the topics chosen. */
export const preferencesInputSchema = mailTokenInputSchema.extend({ topics: topicsField });
export type PreferencesInput = z.input<typeof preferencesInputSchema>;

export const subscriberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(SUBSCRIBER_STATUSES),
  source: z.enum(SUBSCRIBER_SOURCES),
  subscribedAt: z.string(),
  /** The consent record: when the address was confirmed (null before, or signed up without mail)… */
  confirmedAt: z.string().nullable(),
  /** …and the sign-up's IP address as a salted SHA-256 hash. */
  ipHash: z.string().nullable(),
  /** The locale of the page last signed up on, which its mails are written in; null for the site's default. */
  locale: z.string().nullable(),
  /** The topics mailed to them (docs/decisions/0060-newsletter-topics-and-preferences.md). */
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
  /** Why the address was suppressed (bounced, complained), e.g. the mail server's refusal; else null. */
  suppressedReason: z.string().nullable(),
  /** When it was suppressed, ISO-8601 UTC; null unless bounced or complained. */
  suppressedAt: z.string().nullable(),
});

/** A resend takes no fields. */
export const resendConfirmationBody = z
  .strictObject({}, { error: 'A resend takes no fields: send {} or no body' })
  .nullish();

/** What a staff request for another confirmation mail answers. */
export const resendConfirmationResultSchema = z.object({ id: z.number(), queued: z.literal(true) });

export const SUBSCRIBER_SORTS = ['subscribedAt', 'email'] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/** The filters the list, the counters' screen and the CSV export share. */
export const subscriberFilterQuery = z.object({
  status: z
    .enum(SUBSCRIBER_STATUSES, {
      error: 'status must be pending, active, unsubscribed, bounced or complained',
    })
    .optional(),
  source: z
    .enum(SUBSCRIBER_SOURCES, { error: `source must be one of ${SUBSCRIBER_SOURCES.join(', ')}` })
    .optional(),
  search: searchParam.describe('Case-insensitive text the email or the name must contain'),
  sort: z
    .enum(SUBSCRIBER_SORTS, { error: `sort must be one of ${SUBSCRIBER_SORTS.join(', ')}` })
    .optional()
    .describe('subscribedAt unless given'),
  order: sortOrderParam,
});
export type SubscriberFilter = z.infer<typeof subscriberFilterQuery>;

export const subscriberListQuery = subscriberFilterQuery.extend(pageQuery.shape);

/** The exact number of subscribers matching a filter. */
export const subscriberCountSchema = z.object({ total: z.number() });

/** The counters of the subscribers screen, over every subscriber. */
export const subscriberStatsSchema = z.object({
  total: z.number(),
  byStatus: z.object({
    pending: z.number(),
    active: z.number(),
    unsubscribed: z.number(),
    bounced: z.number(),
    complained: z.number(),
  }),
  bySource: z.object({ website: z.number(), newsletter: z.number(), social: z.number() }),
});
export type SubscriberStats = z.infer<typeof subscriberStatsSchema>;

/** The CSV export's columns, in order. */
export const SUBSCRIBER_CSV_COLUMNS = [
  'Email',
  'Name',
  'Status',
  'Source',
  'Subscribed At',
  'Confirmed At',
  'IP Hash',
  'Suppressed Reason',
  'Suppressed At',
] as const;

export type Subscriber = z.infer<typeof subscriberSchema>;
export type SubscribeInput = z.input<typeof subscribeInputSchema>;
