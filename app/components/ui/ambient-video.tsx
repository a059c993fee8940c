import { type ComponentProps, useEffect, useRef, useSyncExternalStore } from 'react';
import { preload as preloadResource } from 'react-dom';
import { builtInSrcSet, parseBuiltInImage } from '@contracts/image-variants';
import { mediaSrc, videoPoster } from '@contracts/media-paths';
import { clsx } from 'clsx';
import { ResponsiveImage, coverSizes } from './responsive-image';
import { useMediaAllowed } from './use-media-allowed';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** The posters drawn here cover the box under the 4rem site header. */
const COVER_SIZES = coverSizes('4rem');

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
  /** Poster path; defaults to the poster beside a built-in clip (videoPoster), none for an upload. */
  poster?: string | null;
  /** Whether the clip should be playing now. */
  playing?: boolean;
  /** False keeps the element without a source, so the browser fetches nothing. */
  load?: boolean;
  /**
   * The poster is the page's largest paint: it is also drawn as an image under the clip, fetched
   * first (preloaded, high priority) from the server HTML.
   */
  priority?: boolean;
};

/**
 * A muted, inline, decorative clip. The server HTML carries only the poster: the source is set
 * once the page has loaded and the browser is idle, and never with prefers-reduced-motion or the
 * browser's data saver (the server cannot know those settings, and a source in the HTML would start
 * a download before the page's own content). Playback starts only when asked; a failed play() is
 * only logged (docs/public-screens.md §8).
 */
export function AmbientVideo({
  path,
  poster,
  playing = true,
  load = true,
  loop = true,
  preload = 'metadata',
  priority = false,
  className,
  ...props
}: AmbientVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const mediaAllowed = useMediaAllowed();
  const active = load && mediaAllowed && !reducedMotion;
  const shownPoster = poster === undefined ? videoPoster(path) : poster;
  const posterSrc = shownPoster === null ? undefined : mediaSrc(shownPoster);
  const builtInPoster = shownPoster ? parseBuiltInImage(shownPoster) : null;
  if (priority && posterSrc)
    preloadResource(posterSrc, {
      as: 'image',
      fetchPriority: 'high',
      // A built-in poster comes at the width the cover needs (docs/decisions/0052).
      ...(builtInPoster && {
        type: `image/${builtInPoster.formats[0]!}`,
        imageSrcSet: builtInSrcSet(builtInPoster, builtInPoster.formats[0]!),
        imageSizes: COVER_SIZES,
      }),
    });
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

  const video = (
    <video
      ref={ref}
      src={active ? mediaSrc(path) : undefined}
      poster={posterSrc}
      muted
      playsInline
      loop={loop}
      preload={active ? preload : 'none'}
      disablePictureInPicture
      disableRemotePlayback
      className={clsx('object-cover', className)}
      {...props}
    />
  );
  // Always a pair, so a clip that gains or loses the priority keeps its element (and its buffer).
  return (
    <>
      {priority && shownPoster ? (
        <ResponsiveImage
          src={shownPoster}
          sizes={COVER_SIZES}
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          // Drawn in the same frame as the text over it, not a frame or two later once decoded.
          decoding="sync"
          className={clsx('object-cover', className)}
        />
      ) : null}
      {video}
    </>
  );
}
