import type { Chapter } from '@contracts/chapter';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { mediaSrc, videoPoster } from '@contracts/media-paths';
import { type Ref, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { clsx } from 'clsx';
import { ResponsiveImage, coverSizes } from '~/components/ui/responsive-image';
import { useContentLang } from '~/lib/translation-status';

const subscribeNever = () => () => {};

/** One full-screen chapter: its video behind the title, the chapter subtitle and the description. */
export function ChapterSection({
  chapter,
  index,
  sectionRef,
  videoRef,
  muted,
  current,
  transitioning,
  fade,
  reducedMotion,
}: {
  chapter: InLocale<Chapter>;
  index: number;
  sectionRef: Ref<HTMLElement>;
  videoRef: (video: HTMLVideoElement | null) => void;
  muted: boolean;
  current: boolean;
  transitioning: boolean;
  fade: boolean;
  reducedMotion: boolean;
}) {
  const ownVideo = useRef<HTMLVideoElement | null>(null);
  const headingId = `chapter-${chapter.id}-title`;
  const lang = useContentLang();

  // React does not write `muted` into the server HTML; set the property itself.
  useEffect(() => {
    if (ownVideo.current) ownVideo.current.muted = muted;
  }, [muted]);

  // A clip's first frames may be black (a fade in): the poster covers the clip while it waits at its
  // start, and always with reduced motion.
  const [atStart, setAtStart] = useState(true);
  useEffect(() => {
    const video = ownVideo.current;
    if (!video) return;
    const update = () => setAtStart(video.paused && video.currentTime < 0.05);
    const events = ['timeupdate', 'seeked', 'play', 'pause', 'emptied'] as const;
    for (const name of events) video.addEventListener(name, update);
    return () => {
      for (const name of events) video.removeEventListener(name, update);
    };
  }, []);
  const showPoster = reducedMotion || atStart;

  // The clip's own poster shows only while it waits for a frame. Below the first chapter it is set
  // once the page is interactive, so three posters (70 KB) do not compete with the first paint;
  // the still image below covers each chapter until then, loaded lazily.
  const interactive = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  // An uploaded clip has no poster beside it: its chapter shows the clip alone.
  const poster = videoPoster(chapter.videoSrc);
  const clipPoster = poster && (index === 0 || interactive) ? mediaSrc(poster) : undefined;

  // With reduced motion the poster stands still: no clip is played.
  useEffect(() => {
    if (reducedMotion) ownVideo.current?.pause();
  }, [reducedMotion]);

  return (
    <section
      ref={sectionRef}
      id={`chapter-${index + 1}`}
      aria-labelledby={headingId}
      data-current={current || undefined}
      className="relative flex h-dvh min-h-[32rem] w-full items-end overflow-hidden bg-ink-950"
    >
      <video
        ref={(video) => {
          ownVideo.current = video;
          videoRef(video);
        }}
        src={mediaSrc(chapter.videoSrc)}
        poster={clipPoster}
        preload={reducedMotion ? 'none' : 'metadata'}
        muted
        playsInline
        disablePictureInPicture
        disableRemotePlayback
        aria-hidden="true"
        tabIndex={-1}
        className="absolute inset-0 size-full object-cover"
      />
      {poster ? (
        <ResponsiveImage
          src={poster}
          sizes={coverSizes()}
          alt=""
          aria-hidden="true"
          width={1920}
          height={1080}
          loading={index === 0 ? 'eager' : 'lazy'}
          data-testid="chapter-poster"
          data-visible={showPoster || undefined}
          className={clsx(
            'absolute inset-0 size-full object-cover transition-opacity duration-300',
            showPoster ? 'opacity-100' : 'opacity-0',
          )}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-black/95 via-black/75 via-45% to-black/20"
      />
      <div
        className={clsx(
          'relative z-10 flex w-full max-w-3xl flex-col items-start px-6 pb-24 text-left transition-opacity duration-300 sm:px-12 sm:pb-28 lg:px-20',
          transitioning && current ? 'opacity-60' : 'opacity-100',
        )}
      >
        <p
          lang={lang.of(chapter, 'subtitle')}
          className="text-xs font-semibold tracking-[0.35em] text-blood-400 uppercase sm:text-sm"
        >
          {chapter.subtitle}
        </p>
        <h2
          id={headingId}
          lang={lang.of(chapter, 'title')}
          className="mt-3 font-display text-4xl leading-tight font-black tracking-wide text-bone-50 drop-shadow-[0_4px_24px_rgba(0,0,0,0.9)] sm:text-5xl lg:text-6xl"
        >
          {chapter.title}
        </h2>
        <div aria-hidden="true" className="mt-5 h-0.5 w-28 bg-gradient-to-r from-blood-500 to-transparent" />
        <p
          lang={lang.of(chapter, 'description')}
          className="mt-5 max-w-2xl text-base leading-relaxed text-bone-100 drop-shadow-[0_2px_8px_rgba(0,0,0,0.9)] sm:text-lg"
        >
          {chapter.description}
        </p>
      </div>
      <div
        aria-hidden="true"
        data-testid="bottom-fade"
        data-visible={fade || undefined}
        className={clsx(
          'pointer-events-none absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-ink-950 to-transparent transition-opacity duration-500',
          fade ? 'opacity-100' : 'opacity-0',
        )}
      />
    </section>
  );
}
