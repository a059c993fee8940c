import { useEffect } from 'react';

/** Sooner than the server's 30-minute idle end (SESSION_IDLE_TIMEOUT), rarer than any busy screen. */
const KEEP_ALIVE_MS = 5 * 60_000;
const ACTIVITY = ['keydown', 'pointerdown', 'input'] as const;

/**
 * Someone typing a long post calls no API for minutes; the server would count that as idle and end
 * the session, so the save would answer 401 and the text be lost. While signed in, real input (keys,
 * clicks: never a timer alone) tells the server at most every 5 minutes that the session is in use.
 * A tab left alone still ends after the idle timeout (docs/decisions/0042-session-limits-and-known-devices.md).
 */
export function useActivityKeepAlive(signedIn: boolean, touch: () => Promise<void>) {
  useEffect(() => {
    if (!signedIn) return;
    let last = Date.now();
    const onActivity = () => {
      if (Date.now() - last < KEEP_ALIVE_MS) return;
      last = Date.now();
      void touch();
    };
    for (const type of ACTIVITY)
      document.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [signedIn, touch]);
}
