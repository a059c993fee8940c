import { type ReactNode, useEffect, useRef, useState } from 'react';
import { LANDING_BACKGROUND_VIDEOS, posterFor } from '@contracts/media-paths';
import { AmbientVideo } from '~/components/ui/ambient-video';
import { ResponsiveImage, coverSizes } from '~/components/ui/responsive-image';
import { clsx } from 'clsx';

/**
 * The muted background video behind the landing page's lower sections. It cycles through
 * LANDING_BACKGROUND_VIDEOS, showing each clip's poster first and fading the clip in once it has
 * loaded. Nothing is fetched until the sections come near the viewport.
 */
export function LandingBackdrop({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const videos = LANDING_BACKGROUND_VIDEOS;
  const path = videos[index % videos.length]!;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="relative isolate">
      <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-clip">
        <div className="sticky top-0 h-dvh w-full">
          {near ? (
            <ResponsiveImage
              key={`poster-${path}`}
              src={posterFor(path)}
              sizes={coverSizes()}
              alt=""
              width={1920}
              height={1080}
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : null}
          <AmbientVideo
            key={path}
            path={path}
            poster={null}
            load={near}
            loop={videos.length === 1}
            preload="auto"
            onLoadedData={() => setLoaded(true)}
            onEnded={() => {
              setLoaded(false);
              setIndex((i) => (i + 1) % videos.length);
            }}
            className={clsx(
              'absolute inset-0 h-full w-full transition-opacity duration-1000',
              loaded ? 'opacity-100' : 'opacity-0',
            )}
          />
          <div className="absolute inset-0 bg-ink-950/75" />
          <div className="absolute inset-0 bg-gradient-to-b from-ink-950 via-transparent to-ink-950" />
        </div>
      </div>
      {children}
    </div>
  );
}
