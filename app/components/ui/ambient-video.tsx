import { type ComponentProps, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { mediaSrc, posterFor } from '@contracts/media-paths';
import { cn } from '~/lib/cn';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion; false on the server (it cannot know). */
export function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

type AmbientVideoProps = Omit<ComponentProps<'video'>, 'src' | 'poster' | 'autoPlay' | 'muted'> & {
  /** Site path of the clip (may contain spaces); encoded here. */
  path: string;
  /** Poster path; defaults to the .jpg beside the clip. */
  poster?: string | null;
  /** Whether the clip should be playing now. */
  playing?: boolean;
  /** False keeps the element without a source, so the browser fetches nothing. */
  load?: boolean;
};

/**
 * A muted, inline, decorative clip. The server HTML carries only the poster: the source is set
 * after hydration, and only without prefers-reduced-motion (the server cannot know that setting,
 * and a source in the HTML would start a download the visitor asked not to get). Playback starts
 * only when asked; a failed play() is only logged (public-site.md §8).
 */
export function AmbientVideo({
  path,
  poster,
  playing = true,
  load = true,
  loop = true,
  preload = 'metadata',
  className,
  ...props
}: AmbientVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const active = load && hydrated && !reducedMotion;
  const shouldPlay = playing && active;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React does not write the muted attribute into server HTML; browsers only autoplay muted media.
    video.muted = true;
    if (!shouldPlay) {
      video.pause();
      return;
    }
    video.play()?.catch((error: unknown) => {
      // An interrupted play (the clip was swapped or paused meanwhile) is expected, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn(`Video playback failed: ${path}`, error);
    });
  }, [shouldPlay, active, path]);

  return (
    <video
      ref={ref}
      src={active ? mediaSrc(path) : undefined}
      poster={poster === null ? undefined : mediaSrc(poster ?? posterFor(path))}
      muted
      playsInline
      loop={loop}
      preload={active ? preload : 'none'}
      disablePictureInPicture
      disableRemotePlayback
      className={cn('object-cover', className)}
      {...props}
    />
  );
}
