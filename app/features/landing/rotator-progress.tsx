import { useEffect, useRef } from 'react';

/**
 * A thin bar filling over one rotation interval. A pause freezes it; resuming (or a new slide)
 * starts it again from zero, as the rotator's timer does.
 */
export function RotatorProgress({
  slideKey,
  paused,
  durationMs,
}: {
  slideKey: number;
  paused: boolean;
  durationMs: number;
}) {
  const barRef = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const animatedKey = useRef<number | null>(null);

  useEffect(() => {
    const bar = barRef.current;
    if (!bar?.animate) return;
    if (paused && animatedKey.current === slideKey) {
      animation.current?.pause();
      return;
    }
    animation.current?.cancel();
    animatedKey.current = slideKey;
    if (paused) return;
    animation.current = bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
      duration: durationMs,
      fill: 'forwards',
    });
  }, [slideKey, paused, durationMs]);

  useEffect(() => () => animation.current?.cancel(), []);

  return (
    <div aria-hidden="true" className="h-0.5 w-full overflow-hidden bg-bone-100/15">
      <div
        ref={barRef}
        className="h-full origin-left scale-x-0 bg-blood-500 shadow-[0_0_8px_rgba(224,74,74,0.9)]"
      />
    </div>
  );
}
