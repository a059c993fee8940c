import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the app hydrates it, true once React runs the page in the
 * browser. A control that only works with scripts renders disabled until then, so it is not
 * offered before it can do anything (docs/decisions/0024-controls-before-scripts.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
