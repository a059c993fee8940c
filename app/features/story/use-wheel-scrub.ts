import { useEffect } from 'react';
import { useLatest } from './use-latest';
import { SCRUB_PAUSE_MS, scrubDirection, scrubbedTime } from './story-logic';

/**
 * A play() refused or interrupted is only logged (docs/public-screens.md §8); an interruption is expected.
 */
export function playQuietly(video: HTMLVideoElement) {
  video.play()?.catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    console.warn('Story video playback failed', error);
  });
}

/**
 * Each wheel event (or touch move, so phones can scrub too) moves the current video 0.5 % of its
 * duration; scrubbing forward plays it, and it pauses 150 ms after the last event.
 */
export function useWheelScrub({
  enabled,
  getVideo,
}: {
  enabled: boolean;
  getVideo: () => HTMLVideoElement | null | undefined;
}) {
  const latest = useLatest({ enabled, getVideo });

  useEffect(() => {
    let pauseTimer: number | undefined;
    let lastTouchY: number | null = null;

    const scrub = (deltaY: number) => {
      if (!latest.current.enabled) return;
      const direction = scrubDirection(deltaY);
      const video = latest.current.getVideo();
      if (direction === 0 || !video) return;
      video.currentTime = scrubbedTime(video.currentTime, video.duration, direction);
      if (direction > 0) {
        // play() on a finished clip would restart it from 0 and undo the visitor's progress.
        if (video.paused && !video.ended && video.currentTime < video.duration) playQuietly(video);
      } else {
        video.pause();
      }
      window.clearTimeout(pauseTimer);
      pauseTimer = window.setTimeout(() => video.pause(), SCRUB_PAUSE_MS);
    };

    const onWheel = (event: WheelEvent) => scrub(event.deltaY);
    const onTouchStart = (event: TouchEvent) => {
      lastTouchY = event.touches[0]?.clientY ?? null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const y = event.touches[0]?.clientY;
      if (y === undefined || lastTouchY === null) return;
      scrub(lastTouchY - y);
      lastTouchY = y;
    };

    window.addEventListener('wheel', onWheel, { passive: true });
    window.addEventListener('touchstart', onTouchStart, { passive: true });
    window.addEventListener('touchmove', onTouchMove, { passive: true });
    return () => {
      window.clearTimeout(pauseTimer);
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('touchstart', onTouchStart);
      window.removeEventListener('touchmove', onTouchMove);
    };
  }, [latest]);
}
