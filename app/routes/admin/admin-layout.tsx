import { useEffect } from 'react';
import { Navigate, Outlet, redirect } from 'react-router';
import { AdminShell } from '~/components/layout/admin-shell';
import { ClassMergeProvider } from '~/components/ui/class-merge';
import { Spinner } from '~/components/ui/spinner';
import { AdminSessionProvider, useAdminSession } from '~/features/admin-session/admin-session-provider';
import { ROLE_LABELS, isStaffRole } from '~/features/admin-session/roles';
import { cn } from '~/lib/cn';
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
  const user = readSession()?.user;
  if (!user || !isStaffRole(user.role)) throw redirect('/admin/login');
  return null;
}

export function HydrateFallback() {
  return <FullPageLoading />;
}

function FullPageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-ink-950">
      <Spinner label="Loading..." />
    </div>
  );
}

function GuardedShell() {
  const { user, isLoading, signOut } = useAdminSession();
  if (isLoading) return <FullPageLoading />;
  if (!user) return <Navigate to="/admin/login" replace />;
  return (
    <AdminShell user={user} roleLabel={ROLE_LABELS[user.role]} onSignOut={signOut}>
      <Outlet />
    </AdminShell>
  );
}

export default function AdminLayout() {
  // Back-office screens toast straight through the library: the toast area must be there.
  useEffect(() => void requestToaster(), []);
  // Back-office screens override the primitives' classes: tailwind-merge settles the contests.
  return (
    <ClassMergeProvider value={cn}>
      <AdminSessionProvider>
        <GuardedShell />
      </AdminSessionProvider>
    </ClassMergeProvider>
  );
}
