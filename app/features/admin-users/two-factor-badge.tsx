import type { UserListItem } from '@contracts/user';
import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '~/components/ui/badge';

type SignInSecurity = Pick<UserListItem, 'role'> &
  Partial<Pick<UserListItem, 'twoFactor' | 'twoFactorRequired' | 'twoFactorLinkRequired' | 'passkeys'>>;

/**
 * How a staff account signs in, under its role (docs/back-office-screens.md, User Management): 2FA on,
 * off, or required when REQUIRE_2FA asks it of the role and it is still off; then a pending enrolment
 * link and the passkeys. Players do not sign in to the back office: nothing is shown for them.
 */
export function TwoFactorBadge({ user }: { user: SignInSecurity }) {
  if (user.twoFactor === undefined || user.role === 'user') return null;
  const passkeys = user.passkeys ?? 0;
  return (
    <div className="flex flex-col items-start gap-1">
      {user.twoFactor === 'on' ? (
        <Badge variant="success" casing="normal">
          <ShieldCheck aria-hidden="true" className="size-3.5" />
          2FA on
        </Badge>
      ) : user.twoFactorRequired ? (
        <Badge variant="warning" casing="normal" title="REQUIRE_2FA asks this account for two-factor sign-in">
          <ShieldAlert aria-hidden="true" className="size-3.5" />
          2FA required
        </Badge>
      ) : (
        <Badge variant="muted" casing="normal">
          <ShieldOff aria-hidden="true" className="size-3.5" />
          2FA off
        </Badge>
      )}
      {user.twoFactorLinkRequired ? <span className="text-xs text-bone-300">Enrolment link sent</span> : null}
      {passkeys > 0 ? (
        <span className="text-xs text-bone-500">
          {passkeys} {passkeys === 1 ? 'passkey' : 'passkeys'}
        </span>
      ) : null}
    </div>
  );
}
