import type { Generated } from 'kysely';
import type { SecurityNoticeKind } from '../mail/security-notice';
import type { Timestamp } from './schema';

/** What a queued security mail is about (migration 028; server/mail/security-notice.ts). */
export interface SecurityNoticesTable {
  id: Generated<number>;
  user_id: number;
  kind: SecurityNoticeKind;
  /** A passkey's name, the new address of an email change…: shown in the mail as is. */
  detail: string | null;
  /** The address the change came from, as request.ip saw it. */
  ip: string | null;
  /** The browser and system, as the caller describes them. */
  device: string | null;
  created_at: Timestamp;
}
