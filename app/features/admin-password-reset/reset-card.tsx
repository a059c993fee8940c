import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SignInAlert } from '~/features/admin-session/sign-in-alert';
import { SignInFrame, type SignInFrameProps } from '~/features/admin-session/sign-in-frame';

/** The sign-in card with the way back to signing in, for the forgotten and the new password. */
export function ResetCard({ title, intro, children }: SignInFrameProps) {
  return (
    <SignInFrame title={title} intro={intro}>
      {children}
      <p className="mt-6 text-center text-sm">
        <Link to="/admin/login" className="text-bone-300 underline underline-offset-4 hover:text-bone-50">
          Back to sign in
        </Link>
      </p>
    </SignInFrame>
  );
}

/** A sentence in place of the form: what happened, or why there is nothing to fill in. */
export function ResetNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  if (tone === 'error') return <SignInAlert>{children}</SignInAlert>;
  return (
    <p role="status" className="rounded-md border border-ink-600 bg-ink-850 px-3 py-2 text-sm text-bone-100">
      {children}
    </p>
  );
}
