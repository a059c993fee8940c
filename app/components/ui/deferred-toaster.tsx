import { Suspense, lazy, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToaster } from '~/lib/toaster-store';

const Toaster = lazy(() => import('./toaster').then(({ Toaster }) => ({ default: Toaster })));

/** The toast area, mounted (and its library fetched) only once a toast is on its way. */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(subscribeToaster, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
