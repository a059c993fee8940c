import { useLayoutEffect, useRef } from 'react';

// useLayoutEffect warns during SSR; effects do not run there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/** A ref that always holds the latest value, for window listeners that subscribe once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
