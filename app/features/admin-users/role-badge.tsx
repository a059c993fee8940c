import type { Role } from '@contracts/user';
import { Crown, Shield, User as UserIcon } from 'lucide-react';
import { Badge } from '~/components/ui/badge';
import { ROLE_LABELS } from '~/features/admin-session/roles';

const ICONS = { super_admin: Crown, admin: Shield, user: UserIcon } as const;
const VARIANTS = { super_admin: 'blood', admin: 'info', user: 'muted' } as const;

/** The role with its own icon: a crown, a shield, or a person (docs/back-office-screens.md §2). */
export function RoleBadge({ role }: { role: Role }) {
  const Icon = ICONS[role];
  return (
    <Badge variant={VARIANTS[role]} className="normal-case">
      <Icon aria-hidden="true" className="size-3.5" data-role-icon={role} />
      {ROLE_LABELS[role]}
    </Badge>
  );
}
