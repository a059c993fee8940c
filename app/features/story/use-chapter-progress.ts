import { type RefObject, useEffect, useState } from 'react';
import { useLatest } from './use-latest';
import {
  decideScroll,
  overallProgress,
  sectionIndexAt,
  sectionProgress,
  showsBottomFade,
} from './story-logic';

type Options = {
  sections: RefObject<(HTMLElement | null)[]>;
  /** The progress bar's fill: written directly, so scrolling does not re-render the page. */
  bar: RefObject<HTMLElement | null>;
  /** The current chapter, read at event time (it changes between renders). */
  current: RefObject<number>;
  videoProgress: RefObject<number>;
  /** Off with reduced motion: plain scrolling, the current chapter simply follows the screen. */
  gated: boolean;
  isAutoScrolling: () => boolean;
  /** The viewer is (now) in another chapter: scrolled back up, or a direct visit further down. */
  onEnterChapter: (index: number) => void;
  onAdvance: (index: number) => void;
  onSnapBack: (index: number) => void;
};

/**
 * Watches the scroll position: fills the progress bar, shows a section's bottom fade past 60 %,
 * and applies the chapter rules (advance at the end with the video ≥ 95 %, else snap back past
 * 90 %). Returns which sections show their bottom fade.
 */
export function useChapterProgress(options: Options) {
  const latest = useLatest(options);
  const [fades, setFades] = useState<boolean[]>([]);

  useEffect(() => {
    let frame = 0;
    const evaluate = () => {
      frame = 0;
      const o = latest.current;
      const sections = (o.sections.current ?? []).filter((s): s is HTMLElement => s !== null);
      if (sections.length === 0) return;
      const y = window.scrollY;
      const viewport = window.innerHeight;

      const overall = overallProgress(y, document.documentElement.scrollHeight, viewport);
      if (o.bar.current) {
        o.bar.current.style.transform = `scaleX(${overall})`;
        o.bar.current.parentElement?.setAttribute('aria-valuenow', String(Math.round(overall * 100)));
      }

      const tops = sections.map((s) => s.getBoundingClientRect().top + y);
      const progresses = sections.map((s, i) => sectionProgress(y, tops[i] ?? 0, s.offsetHeight));
      const nextFades = progresses.map(showsBottomFade);
      setFades((previous) =>
        previous.length === nextFades.length && previous.every((f, i) => f === nextFades[i])
          ? previous
          : nextFades,
      );

      if (o.isAutoScrolling()) return;
      const current = o.current.current ?? 0;
      const underCenter = sectionIndexAt(y + viewport / 2, tops);
      if (!o.gated || underCenter < current) {
        if (underCenter !== current) o.onEnterChapter(underCenter);
        return;
      }
      const decision = decideScroll({
        sectionProgress: progresses[current] ?? 0,
        videoProgress: o.videoProgress.current ?? 0,
        isLast: current === sections.length - 1,
      });
      if (decision === 'advance') o.onAdvance(current + 1);
      else if (decision === 'snap-back') o.onSnapBack(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(evaluate);
    };

    // A direct visit may land further down (restored scroll): start from the chapter on screen.
    const tops = (latest.current.sections.current ?? []).map((s) =>
      s ? s.getBoundingClientRect().top + window.scrollY : 0,
    );
    const startAt = sectionIndexAt(window.scrollY + window.innerHeight / 2, tops);
    if (startAt !== latest.current.current.current) latest.current.onEnterChapter(startAt);
    evaluate();

    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [latest]);

  return fades;
}
