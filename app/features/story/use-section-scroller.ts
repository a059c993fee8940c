import type Lenis from 'lenis';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** Longest a programmatic scroll may keep the scroll rules paused if its end is never reported. */
const AUTO_SCROLL_GUARD_MS = 1500;

/**
 * Scrolls to a section's top through Lenis when it runs (smooth), or natively. While such a
 * scroll runs, `isAutoScrolling()` is true so the scroll rules do not react to the page's own
 * movement (a chapter change passes through the previous section's last 10 %).
 */
export function useSectionScroller(
  sections: RefObject<(HTMLElement | null)[]>,
  lenis: RefObject<Lenis | null>,
  smooth: boolean,
) {
  const autoScrolling = useRef(false);
  const guard = useRef<number | undefined>(undefined);

  const finish = useCallback(() => {
    window.clearTimeout(guard.current);
    autoScrolling.current = false;
  }, []);

  useEffect(() => finish, [finish]);

  const scrollToSection = useCallback(
    (index: number) => {
      const section = sections.current[index];
      if (!section) return;
      const top = section.getBoundingClientRect().top + window.scrollY;
      autoScrolling.current = true;
      window.clearTimeout(guard.current);
      guard.current = window.setTimeout(finish, AUTO_SCROLL_GUARD_MS);
      if (lenis.current) {
        lenis.current.scrollTo(top, { lock: true, force: true, onComplete: finish });
        return;
      }
      window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
      if (!smooth || Math.abs(window.scrollY - top) < 1) finish();
      else window.addEventListener('scrollend', finish, { once: true });
    },
    [sections, lenis, smooth, finish],
  );

  const isAutoScrolling = useCallback(() => autoScrolling.current, []);
  return { scrollToSection, isAutoScrolling };
}
