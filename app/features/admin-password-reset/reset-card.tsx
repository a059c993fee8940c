import { Skull } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the sign-in page, for the pages around it: the forgotten and the new password. */
export function ResetCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-blood-900),var(--color-ink-950)_60%)] px-4 py-12">
      <div className="w-full max-w-md rounded-lg border border-ink-700 bg-ink-900/90 p-6 shadow-2xl shadow-black/60 sm:p-8">
        <div className="mb-8 flex flex-col items-center gap-2 text-center">
          <Skull aria-hidden="true" className="size-10 text-blood-500" />
          <p className="font-display text-sm tracking-[0.3em] text-bone-300 uppercase">Blood &amp; Mayhem</p>
          <h1 className="font-display text-2xl font-bold text-bone-50">{title}</h1>
          {intro ? <p className="text-sm text-bone-300">{intro}</p> : null}
        </div>
        {children}
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/login" className="text-bone-300 underline underline-offset-4 hover:text-bone-50">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}

/** A sentence in place of the form: what happened, or why there is nothing to fill in. */
export function ResetNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-md border border-blood-700 bg-blood-900/40 px-3 py-2 text-sm text-bone-50'
          : 'rounded-md border border-ink-600 bg-ink-850 px-3 py-2 text-sm text-bone-100'
      }
    >
      {children}
    </p>
  );
}
