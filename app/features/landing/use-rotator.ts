import { useEffect, useState } from 'react';

/** docs/public-screens.md §9: the hero advances every 8 seconds and wraps around. */
export const ROTATE_MS = 8000;

/**
 * The hero rotator's position. `previous` is the slide just left, kept so it can fade out under
 * the new one (it is already loaded, so keeping it costs nothing).
 */
export function useRotator(count: number, paused: boolean) {
  const [state, setState] = useState<{ index: number; previous: number | null }>({
    index: 0,
    previous: null,
  });
  const wrap = (i: number) => ((i % count) + count) % count;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(
      () => setState((s) => ({ index: (s.index + 1) % count, previous: s.index })),
      ROTATE_MS,
    );
    return () => clearTimeout(timer);
  }, [state.index, paused, count]);

  const index = count ? Math.min(state.index, count - 1) : 0;
  return {
    index,
    previous: state.previous,
    next: count ? wrap(index + 1) : 0,
    goTo: (target: number) => setState((s) => ({ index: wrap(target), previous: s.index })),
  };
}
