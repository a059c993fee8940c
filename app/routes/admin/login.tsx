import { Skull } from 'lucide-react';
import { Navigate, redirect, useNavigate } from 'react-router';
import { ClassMergeProvider } from '~/components/ui/class-merge';
import { AdminSessionProvider, useAdminSession } from '~/features/admin-session/admin-session-provider';
import { FullPageSpinner } from '~/features/admin-session/full-page-spinner';
import { LoginForm } from '~/features/admin-session/login-form';
import { SampleCredentials } from '~/features/admin-session/sample-credentials';
import { storedStaffUser } from '~/features/admin-session/stored-staff';
import { cn } from '~/lib/cn';
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
    <main className="flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-blood-900),var(--color-ink-950)_60%)] px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-ink-700 bg-ink-900/90 p-6 shadow-2xl shadow-black/60 sm:p-8">
        <div className="mb-8 flex flex-col items-center gap-2 text-center">
          <Skull aria-hidden="true" className="size-10 text-blood-500" />
          <p className="font-display text-sm tracking-[0.3em] text-bone-300 uppercase">Blood &amp; Mayhem</p>
          <h1 className="font-display text-2xl font-bold text-bone-50">Admin Sign In</h1>
          <p className="text-sm text-bone-300">Staff access to the back office.</p>
        </div>
        <LoginForm
          onSignIn={signIn}
          onSignInWithCode={signInWithCode}
          onSuccess={() => navigate('/admin', { replace: true })}
        />
        <SampleCredentials />
      </div>
    </main>
  );
}

export default function LoginPage() {
  return (
    <ClassMergeProvider value={cn}>
      <AdminSessionProvider>
        <LoginScreen />
      </AdminSessionProvider>
    </ClassMergeProvider>
  );
}
