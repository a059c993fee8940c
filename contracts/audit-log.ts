import { z } from 'zod';
import { filterText, idParam } from './common';
import { pageQuery } from './paging';

/** What an entry says was done. One route call writes one entry. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'toggle',
  'reorder',
  'restore',
  'upload',
  'role_change',
  'password_reset',
  'password_change',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'newsletter_send',
  'preview_share',
  'two_factor_enable',
  'two_factor_disable',
  'recovery_codes_renew',
  'passkey_add',
  'passkey_rename',
  'passkey_remove',
  'reauthenticate',
  'mail_bounce',
  'mail_complaint',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What kind of row an entry is about. */
export const AUDIT_ENTITIES = [
  'fighter',
  'dev_diary',
  'faq',
  'subscriber',
  'feedback',
  'support_message',
  'user',
  'about',
  'game_mode',
  'chapter',
  'media',
  'site_settings',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string().describe('When, ISO-8601 UTC'),
  actor: z.object({
    id: z.number().nullable().describe('Null for a failed sign-in: the caller is unknown'),
    username: z.string().describe('For a failed sign-in, the username that was tried'),
  }),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().nullable(),
  entityLabel: z.string().nullable().describe('The title, name or email of the row at the time'),
  summary: z.string().describe('The fields that changed (never passwords or tokens)'),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoTime = (name: string) =>
  z
    .string({ error: `${name} must be a date and time` })
    .refine((v) => !Number.isNaN(Date.parse(v)), `${name} must be an ISO date and time`)
    .transform((v) => new Date(v).toISOString())
    .optional();

export const auditListQuery = z
  .object({
    actor: filterText('actor', 100).describe('A user id, or a username (any case)'),
    entity: z
      .enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` })
      .optional(),
    entityId: idParam('entityId').optional(),
    action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    from: isoTime('from').describe('Entries at or after this time (ISO-8601)'),
    to: isoTime('to').describe('Entries before this time (ISO-8601)'),
  })
  .extend(pageQuery.shape);
export type AuditFilter = z.output<typeof auditListQuery>;
