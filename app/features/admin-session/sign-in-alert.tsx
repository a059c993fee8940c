import type { ReactNode } from 'react';

/**
 * What went wrong on the sign-in pages (a refused sign-in, code or link), announced at once;
 * nothing while there is no message. `id` lets the fields it speaks for name it.
 */
export function SignInAlert({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md border border-blood-700 bg-blood-900/40 px-3 py-2 text-sm text-bone-50"
    >
      {children}
    </p>
  );
}
