import type { AuditEntity } from '@contracts/audit-log';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { useAdminUser } from '~/features/admin-session/admin-session-provider';
import { isSuperAdmin } from '~/features/admin-session/roles';
import { cn } from '~/lib/cn';
import { activityHref } from './activity-filters';

/**
 * "View activity" in a row's details: the Activity screen filtered to that row's entries. Only
 * super admins read the audit log, so nobody else sees the link.
 */
export function ViewActivityLink({
  entity,
  entityId,
  className,
}: {
  entity: AuditEntity;
  entityId: number;
  className?: string;
}) {
  const user = useAdminUser();
  if (!isSuperAdmin(user)) return null;
  return (
    <Link
      to={activityHref(entity, entityId)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), className)}
    >
      <History aria-hidden="true" /> View activity
    </Link>
  );
}
