import type { Chapter } from '@contracts/chapter';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { usePrefersReducedMotion } from '~/components/ui/ambient-video';
import { hasUntranslated } from '~/lib/translation-status';
import { ChapterSection } from './chapter-section';
import { FeedbackButton, HomeLink, MuteButton, StoryProgressBar } from './story-controls';
import { useChapterProgress } from './use-chapter-progress';
import { useChapterTransition } from './use-chapter-transition';
import { useLenis } from './use-lenis';
import { useSectionScroller } from './use-section-scroller';
import { useStoryKeys } from './use-story-keys';
import { useWheelScrub } from './use-wheel-scrub';

/**
 * The Blood Message: full-screen chapters, scrubbed by the wheel and gated by each video's
 * progress (docs/public-screens.md §2, §4, §9). With prefers-reduced-motion it is a plain page of posters.
 * Chapters read in the page's locale; one without a translation is announced over the first chapter.
 */
export function StoryPage({ chapters }: { chapters: InLocale<Chapter>[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const sections = useRef<(HTMLElement | null)[]>([]);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const bar = useRef<HTMLDivElement>(null);
  const [muted, setMuted] = useState(true);

  const lenis = useLenis(!reducedMotion);
  const { scrollToSection, isAutoScrolling } = useSectionScroller(sections, lenis, !reducedMotion);
  const { current, currentRef, transitioning, progressRef, changeChapter } = useChapterTransition(videos);

  const goTo = useCallback(
    (index: number) => {
      changeChapter(index);
      scrollToSection(index);
    },
    [changeChapter, scrollToSection],
  );

  useWheelScrub({
    enabled: !reducedMotion && !transitioning,
    getVideo: () => videos.current[currentRef.current],
  });
  const fades = useChapterProgress({
    sections,
    bar,
    current: currentRef,
    videoProgress: progressRef,
    gated: !reducedMotion,
    isAutoScrolling,
    onEnterChapter: changeChapter,
    onAdvance: goTo,
    onSnapBack: scrollToSection,
  });
  useStoryKeys({ current, count: chapters.length, goTo });

  // Unmuting applies to every clip, so the next chapter keeps the visitor's choice.
  useEffect(() => {
    for (const video of videos.current) if (video) video.muted = muted;
  }, [muted]);

  return (
    <div className="relative bg-ink-950">
      <StoryProgressBar fillRef={bar} />
      <HomeLink />
      <MuteButton muted={muted} onToggle={() => setMuted((m) => !m)} />
      <main id="main">
        <h1 className="sr-only">
          <Trans>The Blood Message: the story of Blood &amp; Mayhem</Trans>
        </h1>
        {/* Over the first chapter, below the floating Home and Mute buttons; it scrolls away with it. */}
        <UntranslatedNotice
          show={hasUntranslated(chapters)}
          className="absolute inset-x-4 top-18 z-30 mx-auto w-fit max-w-xl backdrop-blur-sm"
        />
        {chapters.map((chapter, index) => (
          <ChapterSection
            key={chapter.id}
            chapter={chapter}
            index={index}
            sectionRef={(section) => {
              sections.current[index] = section;
            }}
            videoRef={(video) => {
              videos.current[index] = video;
            }}
            muted={muted}
            current={index === current}
            transitioning={transitioning}
            fade={fades[index] ?? false}
            reducedMotion={reducedMotion}
          />
        ))}
      </main>
      <FeedbackButton />
    </div>
  );
}
