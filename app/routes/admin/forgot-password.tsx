import { RESET_UNAVAILABLE } from '@contracts/password-reset';
import { ClassMergeProvider } from '~/components/ui/class-merge';
import { FullPageSpinner } from '~/features/admin-session/full-page-spinner';
import { ForgotPasswordForm } from '~/features/admin-password-reset/forgot-password-form';
import { resetAvailable } from '~/features/admin-password-reset/password-reset-api';
import { ResetCard, ResetNotice } from '~/features/admin-password-reset/reset-card';
import { cn } from '~/lib/cn';
import type { Route } from './+types/forgot-password';

export const meta: Route.MetaFunction = () => [
  { title: 'Forgot password | Admin | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Client-only, like the sign-in page; without mail there is no form to show. */
export async function clientLoader() {
  return { available: await resetAvailable() };
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <ClassMergeProvider value={cn}>
      <ResetCard
        title="Forgot password"
        intro={
          loaderData.available
            ? 'Enter the email of your account to get a link to set a new password.'
            : undefined
        }
      >
        {loaderData.available ? <ForgotPasswordForm /> : <ResetNotice>{RESET_UNAVAILABLE}</ResetNotice>}
      </ResetCard>
    </ClassMergeProvider>
  );
}
