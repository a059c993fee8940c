import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { toasterMounted } from '~/lib/toaster-store';

/** One toast at a time, 5 s by default (docs/public-screens.md §9). */
export function Toaster() {
  useEffect(() => toasterMounted(), []);
  return (
    <SonnerToaster
      theme="dark"
      position="top-right"
      visibleToasts={1}
      duration={5000}
      closeButton
      toastOptions={{ className: 'border border-ink-600 bg-ink-850 text-bone-100' }}
    />
  );
}
