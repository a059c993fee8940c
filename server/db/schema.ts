import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './column-types';
import type {
  AuditLogTable,
  MailOutboxTable,
  MailSendBudgetTable,
  PostMailingsTable,
} from './schema-mail-and-audit';
import type { MediaTable, MediaTallyTable } from './schema-media';
import type {
  TwoFactorChallengesTable,
  TwoFactorRecoveryCodesTable,
  TwoFactorTable,
} from './schema-two-factor';
import type { PasswordResetsTable } from './schema-password-resets';
import type { PasskeyChallengesTable, PasskeysTable } from './schema-passkeys';
import type { TwoFactorEnrolmentLinksTable } from './schema-two-factor-enrolment-links';
import type { SecurityNoticesTable } from './schema-security-notices';
import type { KnownDevicesTable } from './schema-known-devices';
import type {
  AboutTable,
  AbilitiesTable,
  ChaptersTable,
  ContentTranslationsTable,
  FaqsTable,
  FighterHistoryTable,
  FightersTable,
  GameModesTable,
  SiteSettingsTable,
} from './schema-content';

export type { AuditLogTable, MailOutboxTable, MailSendBudgetTable, PostMailingsTable };
export type * from './schema-content';
export type { MediaTable, MediaTallyTable, MediaVariants } from './schema-media';

export type { Flag, Timestamp };

export interface UsersTable {
  id: Generated<number>;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  name: string;
  role: 'user' | 'admin' | 'super_admin';
  avatar: string | null;
  password_hash: string;
  uses_default_password: Flag;
  /** 1: the password failed the password rules at a sign-in; cleared when it changes (migration 027). */
  password_change_required: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
  last_login: Timestamp | null;
  /** Name, username and email, lower-cased and joined by the application, for the search. */
  search_text: string | null;
  /** 1: two-factor may only be set up through a mailed enrolment link (migration 031). */
  two_factor_link_required: Generated<Flag>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** Refreshed at most about once a minute while the session is in use. */
  last_used_at: Timestamp;
  /** The browser's User-Agent header at sign-in; null for sessions older than migration 022. */
  user_agent: string | null;
  /** The caller's address at sign-in, as request.ip saw it (after TRUST_PROXY). */
  ip: string | null;
  /** When the owner last gave the password or a code again (migration 028); null: only the sign-in. */
  reauthenticated_at: Timestamp | null;
}

export interface DevDiariesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  author_id: number | null;
  tags: string;
  /** An uploaded media path (migration 016), or null. */
  cover_image: string | null;
  featured: Flag;
  published: Flag;
  date: Timestamp;
  views: number;
  /** Title, author and tags, lower-cased and joined by the application, for the staff search. */
  search_text: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The columns a post's revision keeps (migration 011): what an editor save can change. */
export type PostVersionColumn =
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'content'
  | 'author'
  | 'author_id'
  | 'tags'
  | 'cover_image'
  | 'featured'
  | 'published'
  | 'date';

/** A post's editable fields as they were before a save (migration 011). */
export interface DevDiaryRevisionsTable extends Pick<DevDiariesTable, PostVersionColumn> {
  id: Generated<number>;
  post_id: number;
  /** Null once the user who saved is deleted; the name stays. */
  saved_by_id: number | null;
  saved_by_name: string;
  saved_at: Timestamp;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  name: string | null;
  /** The name lower-cased by the application, for the search (email_key is the email's). */
  name_key: string | null;
  status: 'pending' | 'active' | 'unsubscribed' | 'bounced' | 'complained';
  source: 'website' | 'newsletter' | 'social';
  subscribed_at: Timestamp;
  updated_at: Timestamp;
  /** The consent record (migration 013): when the address was confirmed, and the sign-up's IP hashed. */
  confirmed_at: string | null;
  ip_hash: string | null;
  /** When the last confirmation was asked for: a pending sign-up is deleted 7 days after. */
  confirm_requested_at: string | null;
  /** Changes when an unsubscribed address signs up again, so older links stop working. */
  token_version: Generated<number>;
  /** How many confirmation mails were asked for: each is its own outbox purpose. */
  confirm_sends: Generated<number>;
  /** The locale of the page signed up on (migration 033); null is the site's default. */
  locale: string | null;
  /** The topics mailed to them (migration 036): bit i for NEWSLETTER_TOPICS[i]. */
  topics: Generated<number>;
  /** The post mailing whose unsubscribe link the subscriber left through (migration 035). */
  unsubscribed_mailing_id: Generated<number | null>;
  /** Why and when the address was suppressed (bounced or complained), migration 034. */
  suppressed_reason: string | null;
  suppressed_at: string | null;
  /** Soft bounces since the last mail accepted after one, the last one's time and outbox row. */
  soft_bounces: Generated<number>;
  soft_bounced_at: string | null;
  soft_bounce_mail_id: number | null;
}

/** The Mailgun webhook tokens seen within the replay window (migration 034). */
export interface MailWebhookTokensTable {
  token: string;
  seen_at: string;
}

/**
 * Subscribers counted by status and source, kept exact by triggers (migration 009), over several
 * stripes on PostgreSQL whose sum is the count (migration 019).
 */
export interface SubscriberTalliesTable {
  status: SubscribersTable['status'];
  source: SubscribersTable['source'];
  stripe: Generated<number>;
  /** bigint on PostgreSQL, which the driver hands over as a string. */
  count: number | string;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'read' | 'replied' | 'closed';
  /** Name, email, subject and message, lower-cased and joined by the application, for the search. */
  search_text: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  description: string;
  status: 'new' | 'in-progress' | 'resolved' | 'closed';
  notes: string;
  /** Name, email and subject, lower-cased and joined by the application, for the search. */
  search_text: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FeedbackAttachmentsTable {
  id: Generated<number>;
  feedback_id: number;
  position: number;
  name: string;
  type: string;
  size: number;
  storage_key: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  fighters: FightersTable;
  abilities: AbilitiesTable;
  fighter_history: FighterHistoryTable;
  dev_diaries: DevDiariesTable;
  dev_diary_revisions: DevDiaryRevisionsTable;
  faqs: FaqsTable;
  subscribers: SubscribersTable;
  subscriber_tallies: SubscriberTalliesTable;
  mail_outbox: MailOutboxTable;
  mail_send_budget: MailSendBudgetTable;
  mail_webhook_tokens: MailWebhookTokensTable;
  post_mailings: PostMailingsTable;
  support_messages: SupportMessagesTable;
  feedback: FeedbackTable;
  feedback_attachments: FeedbackAttachmentsTable;
  about: AboutTable;
  game_modes: GameModesTable;
  chapters: ChaptersTable;
  media: MediaTable;
  media_tally: MediaTallyTable;
  audit_log: AuditLogTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  password_resets: PasswordResetsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  two_factor_enrolment_links: TwoFactorEnrolmentLinksTable;
  security_notices: SecurityNoticesTable;
  known_devices: KnownDevicesTable;
  site_settings: SiteSettingsTable;
  content_translations: ContentTranslationsTable;
}
