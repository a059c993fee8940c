/**
 * The story page's rules as pure functions (docs/public-screens.md §2, §4, §9), so they can be tested
 * without a browser. The hooks beside this file wire them to the DOM.
 */

/** One wheel event moves the current video by 0.5 % of its duration. */
export const SCRUB_STEP = 0.005;
/** Playback started by the wheel pauses this long after the last wheel event. */
export const SCRUB_PAUSE_MS = 150;
/** The video must have played this far before the page moves on to the next chapter. */
export const ADVANCE_AT = 0.95;
/** Scrolling past this share of a section before the video is done snaps back to its start. */
export const SNAP_BACK_AT = 0.9;
/** The bottom fade shows once a section is scrolled past this share. */
export const FADE_AT = 0.6;
/** How long the transition flag stays set on a chapter change. */
export const TRANSITION_MS = 100;
/** Smooth scrolling starts this long after the page mounts. */
export const LENIS_DELAY_MS = 100;
export const LENIS_OPTIONS = { lerp: 0.1, wheelMultiplier: 0.5 } as const;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** The new time after one scrub step forward (direction 1) or back (-1), kept inside the clip. */
export function scrubbedTime(currentTime: number, duration: number, direction: 1 | -1): number {
  if (!Number.isFinite(duration) || duration <= 0) return currentTime;
  return Math.min(duration, Math.max(0, currentTime + direction * SCRUB_STEP * duration));
}

/** How much of the clip has played, 0 to 1 (0 while the duration is unknown). */
export function videoProgress(currentTime: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return clamp01(currentTime / duration);
}

/**
 * How far the viewer has scrolled through a section: 0 at its top, 1 when the next one fills the
 * screen. Not clamped: negative means above it, over 1 means past it.
 */
export function sectionProgress(scrollY: number, sectionTop: number, sectionHeight: number): number {
  if (sectionHeight <= 0) return 0;
  return (scrollY - sectionTop) / sectionHeight;
}

/** The thin bar at the top: the share of the whole page scrolled, 0 to 1. */
export function overallProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  return scrollable <= 0 ? 0 : clamp01(scrollY / scrollable);
}

export type ScrollDecision = 'advance' | 'snap-back' | 'stay';

/**
 * At the end of a section (past 90 %) the page moves on when the video is (about) done, and
 * otherwise snaps back to the section's start. The last chapter has nowhere to advance to.
 */
export function decideScroll(input: {
  sectionProgress: number;
  videoProgress: number;
  isLast: boolean;
}): ScrollDecision {
  if (input.sectionProgress <= SNAP_BACK_AT) return 'stay';
  if (input.videoProgress >= ADVANCE_AT) return input.isLast ? 'stay' : 'advance';
  return 'snap-back';
}

export function showsBottomFade(progress: number): boolean {
  return progress > FADE_AT;
}

/** The section under the middle of the screen, given each section's top (sorted, in px). */
export function sectionIndexAt(position: number, sectionTops: readonly number[]): number {
  let index = 0;
  for (let i = 0; i < sectionTops.length; i += 1) if (position >= (sectionTops[i] ?? Infinity)) index = i;
  return index;
}

/** Wheel/touch delta to a scrub direction; tiny deltas (trackpad noise) and sideways swipes do nothing. */
export function scrubDirection(deltaY: number): 1 | -1 | 0 {
  if (Math.abs(deltaY) < 1) return 0;
  return deltaY > 0 ? 1 : -1;
}

/**
 * Keys that move between chapters: the target chapter index, or null when the key is not ours
 * (or there is nowhere to go).
 */
export function chapterForKey(key: string, shiftKey: boolean, current: number, count: number): number | null {
  let target: number;
  switch (key) {
    case 'PageDown':
    case 'ArrowDown':
      target = current + 1;
      break;
    case 'PageUp':
    case 'ArrowUp':
      target = current - 1;
      break;
    case ' ':
      target = shiftKey ? current - 1 : current + 1;
      break;
    case 'Home':
      target = 0;
      break;
    case 'End':
      target = count - 1;
      break;
    default:
      return null;
  }
  if (count === 0) return null;
  return Math.min(count - 1, Math.max(0, target));
}
