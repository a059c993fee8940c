import type { AuditAction, AuditEntity } from '@contracts/audit-log';

/** How the Activity screen says each action, in the past tense of a log. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  toggle: 'Toggled',
  reorder: 'Reordered',
  restore: 'Restored',
  upload: 'Uploaded',
  role_change: 'Changed role',
  password_reset: 'Reset password',
  password_change: 'Changed password',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  newsletter_send: 'Sent mail',
  preview_share: 'Shared a preview',
  two_factor_enable: 'Turned on two-factor',
  two_factor_disable: 'Turned off two-factor',
  recovery_codes_renew: 'Made new recovery codes',
  passkey_add: 'Added a passkey',
  passkey_rename: 'Renamed a passkey',
  passkey_remove: 'Removed a passkey',
  reauthenticate: 'Confirmed their identity',
  mail_bounce: 'Bounced',
  mail_complaint: 'Reported as spam',
};

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  fighter: 'Fighter',
  dev_diary: 'Dev diary post',
  faq: 'FAQ',
  subscriber: 'Subscriber',
  feedback: 'Feedback',
  support_message: 'Support message',
  user: 'User',
  about: 'About page',
  game_mode: 'Game mode',
  chapter: 'Chapter',
  media: 'Media file',
  site_settings: 'Site settings',
};

/** The badge colour of an action: removals and failures stand out, sign-ins stay quiet. */
export function actionVariant(action: AuditAction) {
  if (action === 'delete' || action === 'sign_in_failed' || action === 'mail_complaint')
    return 'blood' as const;
  if (action === 'create' || action === 'upload' || action === 'restore') return 'success' as const;
  if (
    action === 'role_change' ||
    action === 'password_reset' ||
    action === 'password_change' ||
    action === 'two_factor_disable' ||
    action === 'passkey_remove' ||
    action === 'mail_bounce'
  )
    return 'warning' as const;
  if (action === 'sign_in' || action === 'sign_out') return 'muted' as const;
  return 'info' as const;
}
