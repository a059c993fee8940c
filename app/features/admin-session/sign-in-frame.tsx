import { Skull } from 'lucide-react';
import type { ReactNode } from 'react';

export type SignInFrameProps = { title: string; intro?: string; children: ReactNode };

/** The card of the sign-in page and of the pages around it (forgotten and new password). */
export function SignInFrame({ title, intro, children }: SignInFrameProps) {
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
      </div>
    </main>
  );
}
