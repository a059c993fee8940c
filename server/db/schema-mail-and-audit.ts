import type { Generated } from 'kysely';
import type { AuditAction, AuditEntity } from '../../contracts/audit-log';
import type { Timestamp } from './column-types';

/** The tables of the newsletter's mail queue and of the staff audit log (shapes as stored). */

/** Every outgoing mail (migration 013); (purpose, recipient) is unique. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** `confirm:<subscriberId>:<n>` or `post:<postId>` */
  purpose: string;
  /** The address lower-cased (a subscriber's email_key). */
  recipient: string;
  subscriber_id: number | null;
  /** `bounced` / `complained`: sent, then reported back as such (docs/decisions/0058-bounces-and-complaints.md). */
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'bounced' | 'complained';
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While `sending`: when a worker that died holding the row is presumed gone. */
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** The shared allowance of mails per second (migration 037): one row, id 1. */
export interface MailSendBudgetTable {
  id: number;
  tokens: number;
  /** What the last draw took: an UPDATE's RETURNING reads it back. */
  granted: number;
  /** Milliseconds since the epoch of the last draw. */
  refilled_at: number;
}

/** A post asked to be mailed to the subscribers: one row per post, ever. */
export interface PostMailingsTable {
  post_id: number;
  /** waiting (for its date, or a worker) → enqueuing → enqueued */
  status: 'waiting' | 'enqueuing' | 'enqueued';
  /** Where the enqueuing got to, so a crash resumes there. */
  last_subscriber_id: Generated<number>;
  lease_until: string | null;
  requested_at: string;
  enqueued_at: string | null;
  /** Only the subscribers of this topic are mailed (migration 036). */
  topic: Generated<string>;
  /**
   * What the mailing's outbox rows said when the retention pruned them (migration 035): their
   * count by status and their first and last sent times, which the report adds to the live rows'.
   */
  pruned_sent: Generated<number>;
  pruned_failed: Generated<number>;
  pruned_cancelled: Generated<number>;
  pruned_bounced: Generated<number>;
  pruned_complained: Generated<number>;
  pruned_first_sent_at: Generated<string | null>;
  pruned_last_sent_at: Generated<string | null>;
}

/** One staff write, sign-in or sign-out (migration 012). */
export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  /** Null for a failed sign-in, whose actor is unknown. */
  actor_id: number | null;
  /** The actor's username, lower-cased (for a failed sign-in, the name that was tried). */
  actor_name: string;
  action: AuditAction;
  entity: AuditEntity;
  entity_id: number | null;
  /** A readable name of the row (title, name, email) as it was at the time. */
  entity_label: string | null;
  summary: string;
  ip: string | null;
}
