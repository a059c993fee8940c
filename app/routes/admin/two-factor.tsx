import { Skull } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, redirect } from 'react-router';
import { Button } from '~/components/ui/button';
import { useAdminSession } from '~/features/admin-session/admin-session-provider';
import { FullPageSpinner } from '~/features/admin-session/full-page-spinner';
import { StaffSessionRoot } from '~/features/admin-session/staff-session-root';
import { storedStaffUser } from '~/features/admin-session/stored-staff';
import { enrolmentToken, rememberEnrolmentToken } from '~/features/admin-two-factor/enrolment-token';
import { SecuritySection } from '~/features/admin-two-factor/security-section';
import { useTwoFactorStatus } from '~/features/admin-two-factor/two-factor-api';
import { readSession, writeSession } from '~/lib/session-token';
import type { Route } from './+types/two-factor';

export const meta: Route.MetaFunction = () => [
  { title: 'Two-factor sign-in | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * Two-factor set-up outside the admin shell: where REQUIRE_2FA sends an account that lacks it
 * (the server answers 403 to everything else), and a direct address for anyone signed in.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // A mailed enrolment link: its token is kept for this tab, through the sign-in if one is needed,
  // and taken out of the address bar (docs/decisions/0045-two-factor-enrolment-links.md).
  const fromLink = rememberEnrolmentToken(new URL(request.url));
  if (!storedStaffUser()) throw redirect('/admin/login');
  if (fromLink) throw redirect('/admin/two-factor');
  return null;
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

function TwoFactorScreen() {
  const { user, isLoading, signOut } = useAdminSession();
  const status = useTwoFactorStatus();
  const enabled = status.data?.enabled === true;
  useEffect(() => {
    // On now: the back office opens again.
    const stored = readSession();
    if (enabled && stored?.twoFactorSetupRequired) writeSession({ token: stored.token, user: stored.user });
  }, [enabled]);
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/admin/login" replace />;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ink-950 px-4 py-12">
      <div className="flex w-full max-w-xl flex-col gap-6">
        <div className="flex flex-col items-center gap-2 text-center">
          <Skull aria-hidden="true" className="size-10 text-blood-500" />
          <h1 className="font-display text-2xl font-bold text-bone-50">Secure your account</h1>
        </div>
        {!enabled && enrolmentToken() ? (
          <p className="text-center text-sm text-bone-300">
            You opened your enrolment link: press Set up and follow the steps.
          </p>
        ) : null}
        <SecuritySection />
        <div className="flex justify-between gap-2">
          <Button type="button" variant="ghost" onClick={() => void signOut()}>
            Sign Out
          </Button>
          {enabled ? (
            <Button asChild>
              <Link to="/admin">Continue to the back office</Link>
            </Button>
          ) : null}
        </div>
      </div>
    </main>
  );
}

export default function TwoFactorPage() {
  return (
    <StaffSessionRoot>
      <TwoFactorScreen />
    </StaffSessionRoot>
  );
}
