import type { ReactNode } from 'react';
import { ClassMergeProvider } from '~/components/ui/class-merge';
import { cn } from '~/lib/cn';
import { AdminSessionProvider } from './admin-session-provider';

/**
 * What a page holding the staff session stands in (the shell, the sign-in and two-factor pages):
 * back-office screens override the primitives' classes, so tailwind-merge settles the contests.
 */
export function StaffSessionRoot({ children }: { children: ReactNode }) {
  return (
    <ClassMergeProvider value={cn}>
      <AdminSessionProvider>{children}</AdminSessionProvider>
    </ClassMergeProvider>
  );
}
