import { Navigate, redirect, useNavigate } from 'react-router';
import { useAdminSession } from '~/features/admin-session/admin-session-provider';
import { FullPageSpinner } from '~/features/admin-session/full-page-spinner';
import { LoginForm } from '~/features/admin-session/login-form';
import { SampleCredentials } from '~/features/admin-session/sample-credentials';
import { SignInFrame } from '~/features/admin-session/sign-in-frame';
import { StaffSessionRoot } from '~/features/admin-session/staff-session-root';
import { storedStaffUser } from '~/features/admin-session/stored-staff';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: 'Admin Sign In | Blood & Mayhem' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Client-only page; someone already signed in as staff goes straight to the back office. */
export async function clientLoader() {
  if (storedStaffUser()) throw redirect('/admin');
  return null;
}

export function HydrateFallback() {
  return <FullPageSpinner />;
}

function LoginScreen() {
  const { user, isLoading, signIn, signInWithCode } = useAdminSession();
  const navigate = useNavigate();
  if (user && !isLoading) return <Navigate to="/admin" replace />;
  return (
    <SignInFrame title="Admin Sign In" intro="Staff access to the back office.">
      <LoginForm
        onSignIn={signIn}
        onSignInWithCode={signInWithCode}
        onSuccess={() => navigate('/admin', { replace: true })}
      />
      <SampleCredentials />
    </SignInFrame>
  );
}

export default function LoginPage() {
  return (
    <StaffSessionRoot>
      <LoginScreen />
    </StaffSessionRoot>
  );
}
