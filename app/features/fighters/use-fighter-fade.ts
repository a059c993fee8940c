import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * docs/public-screens.md §9: previous/next fades out for 300 ms first; a new fighter fades in after 100 ms.
 */
export const FADE_OUT_MS = 300;
export const FADE_IN_DELAY_MS = 100;

/**
 * The detail page's fade. A server-rendered fighter is visible at once (that content must not
 * wait for JavaScript); every fighter reached on the client appears 100 ms after its data is ready.
 */
export function useFighterFade(fighterKey: string, ready: boolean, serverRendered: boolean) {
  const navigate = useNavigate();
  const [visibleKey, setVisibleKey] = useState<string | null>(serverRendered ? fighterKey : null);
  const [leaving, setLeaving] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setLeaving(false);
    if (!ready) return;
    // A no-op for the fighter already shown.
    const timer = setTimeout(() => setVisibleKey(fighterKey), FADE_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fighterKey, ready]);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  function leaveTo(to: string) {
    setLeaving(true);
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(() => void navigate(to), FADE_OUT_MS);
  }

  return { visible: visibleKey === fighterKey && !leaving, leaveTo };
}
