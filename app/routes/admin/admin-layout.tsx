import { useEffect } from 'react';
import { Link, Navigate, Outlet, redirect } from 'react-router';
import { AdminShell } from '~/components/layout/admin-shell';
import { useAdminSession } from '~/features/admin-session/admin-session-provider';
import { FullPageSpinner } from '~/features/admin-session/full-page-spinner';
import { ROLE_LABELS } from '~/features/admin-session/roles';
import { StaffSessionRoot } from '~/features/admin-session/staff-session-root';
import { storedStaffUser } from '~/features/admin-session/stored-staff';
import { readSession } from '~/lib/session-token';
import { requestToaster } from '~/lib/toaster-store';
import type { Route } from './+types/admin-layout';

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Panel | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * The back office renders on the client only (docs/architecture.md §1). Without a stored staff session the
 * guard redirects before anything renders; the stored token is then checked by the provider.
 */
export async function clientLoader() {
  if (!storedStaffUser()) throw redirect('/admin/login');
  // REQUIRE_2FA: nothing else opens until two-factor sign-in is on.
  if (readSession()?.twoFactorSetupRequired) throw redirect('/admin/two-factor');
  return null;
}

export function HydrateFallback() {
  return <FullPageSpinner className="bg-ink-950" />;
}

/**
 * The password failed the password rules at sign-in (docs/decisions/0040-password-rules.md): every
 * screen asks for a new one until it is changed. A request, not a lock: the screens stay usable.
 */
function PasswordChangeBanner() {
  return (
    <p
      role="status"
      className="mb-6 rounded-md border border-amber-700 bg-amber-950/60 px-4 py-3 text-sm text-amber-100"
    >
      Your password no longer meets the password rules. Please choose a new one in{' '}
      <Link to="/admin/settings" className="font-semibold text-bone-50 underline underline-offset-2">
        Settings
      </Link>
      .
    </p>
  );
}

function GuardedShell() {
  const { user, isLoading, signOut } = useAdminSession();
  if (isLoading) return <FullPageSpinner className="bg-ink-950" />;
  if (!user) return <Navigate to="/admin/login" replace />;
  return (
    <AdminShell user={user} roleLabel={ROLE_LABELS[user.role]} onSignOut={signOut}>
      {user.passwordChangeRequired ? <PasswordChangeBanner /> : null}
      <Outlet />
    </AdminShell>
  );
}

export default function AdminLayout() {
  // Back-office screens toast straight through the library: the toast area must be there.
  useEffect(() => void requestToaster(), []);
  return (
    <StaffSessionRoot>
      <GuardedShell />
    </StaffSessionRoot>
  );
}
