import { useEffect } from 'react';
import { useLatest } from './use-latest';
import { chapterForKey } from './story-logic';

/** Space and Enter belong to a focused button or link; the arrows and page keys are always ours. */
function isOwnedByFocus(target: EventTarget | null, key: string) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return key === ' ' && target.closest('button, a, [role="button"]') !== null;
}

/**
 * Keyboard use of the story: PageDown / Space / ↓ go to the next chapter, PageUp / Shift+Space / ↑
 * to the previous one, Home and End to the first and last. Keyboard users are not held by the
 * video gate: the chapter changes at once.
 */
export function useStoryKeys({
  current,
  count,
  goTo,
}: {
  current: number;
  count: number;
  goTo: (index: number) => void;
}) {
  const latest = useLatest({ current, count, goTo });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isOwnedByFocus(event.target, event.key)) return;
      const { current: at, count: total, goTo: go } = latest.current;
      const target = chapterForKey(event.key, event.shiftKey, at, total);
      if (target === null) return;
      event.preventDefault();
      go(target);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [latest]);
}
