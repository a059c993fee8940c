import type { ComponentProps } from 'react';
import { useClasses } from './class-merge';

/** A text control's look; each control adds its height and corners (the footer sign-up has its own). */
export const fieldClasses =
  'w-full border border-ink-600 bg-ink-900 px-3 py-2 text-sm text-bone-50 placeholder:text-bone-500 focus-visible:border-blood-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blood-500/40 disabled:opacity-60 aria-[invalid=true]:border-blood-400';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={useClasses(fieldClasses, 'h-10 rounded-md', className)} {...props} />;
}
