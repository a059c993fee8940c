import { RESET_DONE, RESET_LINK_INVALID } from '@contracts/password-reset';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClassMergeProvider } from '~/components/ui/class-merge';
import { FullPageSpinner } from '~/features/admin-session/full-page-spinner';
import { NewPasswordForm } from '~/features/admin-password-reset/new-password-form';
import { resetLinkValid } from '~/features/admin-password-reset/password-reset-api';
import { ResetCard, ResetNotice } from '~/features/admin-password-reset/reset-card';
import { cn } from '~/lib/cn';
import { notify } from '~/lib/notify';
import type { Route } from './+types/reset-password';

export const meta: Route.MetaFunction = () => [
  { title: 'Set a new password | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
  // The address holds the token: it must not travel to other sites in a Referer.
  { name: 'referrer', content: 'no-referrer' },
];

/** Client-only; the link is checked first, so a dead one says so before anything is typed. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  return { token, valid: await resetLinkValid(token) };
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(!loaderData.valid);
  const { token } = loaderData;
  return (
    <ClassMergeProvider value={cn}>
      <ResetCard title="Set a new password">
        {expired || !token ? (
          <div className="flex flex-col gap-4">
            <ResetNotice tone="error">{RESET_LINK_INVALID}</ResetNotice>
            <Link
              to="/admin/forgot-password"
              className="text-sm text-bone-100 underline underline-offset-4 hover:text-bone-50"
            >
              Ask for a new link
            </Link>
          </div>
        ) : (
          <NewPasswordForm
            token={token}
            onExpired={() => setExpired(true)}
            onDone={() => {
              void notify('success', RESET_DONE);
              void navigate('/admin/login', { replace: true });
            }}
          />
        )}
      </ResetCard>
    </ClassMergeProvider>
  );
}
