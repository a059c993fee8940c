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
