import type { Generated } from 'kysely';
import type { Timestamp } from './column-types';

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

/** What changed on a staff account, each told to its owner by mail (docs/decisions/0041-fresh-proof-and-security-mails.md). */
export type SecurityNoticeKind =
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'recovery_codes_renewed'
  | 'passkey_added'
  | 'passkey_removed'
  | 'email_changed'
  | 'new_device_sign_in';
