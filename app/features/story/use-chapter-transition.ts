import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { TRANSITION_MS, videoProgress } from './story-logic';

/**
 * The current chapter (0 at first) and its video's progress. On a chapter change the transition
 * flag is set for 100 ms; then the new chapter's video is reset to 0 and paused, and the
 * progress is 0 again (docs/public-screens.md §4).
 */
export function useChapterTransition(videos: RefObject<(HTMLVideoElement | null)[]>) {
  const [current, setCurrent] = useState(0);
  const [transitioning, setTransitioning] = useState(false);
  const [progress, setProgress] = useState(0);
  const currentRef = useRef(0);
  const progressRef = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const updateProgress = useCallback((value: number) => {
    progressRef.current = value;
    setProgress(value);
  }, []);

  const changeChapter = useCallback(
    (index: number) => {
      if (index === currentRef.current) return;
      // Only the current chapter's video may play.
      videos.current[currentRef.current]?.pause();
      currentRef.current = index;
      setCurrent(index);
      setTransitioning(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const video = videos.current[index];
        if (video) {
          video.pause();
          video.currentTime = 0;
        }
        updateProgress(0);
        setTransitioning(false);
      }, TRANSITION_MS);
    },
    [videos, updateProgress],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The current video's progress follows its playback and every scrub (seeks fire timeupdate too).
  useEffect(() => {
    const video = videos.current[current];
    if (!video) return;
    const onTime = () => updateProgress(videoProgress(video.currentTime, video.duration));
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onTime);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onTime);
    };
  }, [videos, current, updateProgress]);

  return { current, currentRef, transitioning, progress, progressRef, changeChapter };
}
