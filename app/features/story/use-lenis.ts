import type Lenis from 'lenis';
import { useEffect, useRef } from 'react';
import { LENIS_DELAY_MS, LENIS_OPTIONS } from './story-logic';

/**
 * Smooth scrolling (lerp 0.1, wheel multiplier 0.5), set up 100 ms after mount so the first paint
 * and hydration are not held up; the library itself is fetched then, not with the page. Off with
 * prefers-reduced-motion: plain scrolling then.
 */
export function useLenis(enabled: boolean) {
  const lenisRef = useRef<Lenis | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let lenis: Lenis | null = null;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import('lenis').then(({ default: SmoothScroll }) => {
        if (cancelled) return;
        lenis = new SmoothScroll({ ...LENIS_OPTIONS, autoRaf: true });
        lenisRef.current = lenis;
      });
    }, LENIS_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      lenis?.destroy();
      lenisRef.current = null;
    };
  }, [enabled]);
  return lenisRef;
}
