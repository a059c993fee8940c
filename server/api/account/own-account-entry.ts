import type { AuditAction } from '../../../contracts/audit-log';
import type { AuditDraft } from '../../audit/record';

/**
 * The audit entry of a change the caller makes to their own account (password, sessions, passkeys,
 * two-factor): the account is the entity, named by its username.
 */
export const ownAccountEntry = (
  me: { id: number; username: string },
  action: AuditAction,
  summary?: string,
): AuditDraft => ({ action, entity: 'user', entityId: me.id, label: me.username, summary });
