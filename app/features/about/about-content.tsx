import { Trans } from '@lingui/react/macro';
import { Quote } from 'lucide-react';
import { clsx } from 'clsx';
import { RichText } from '~/components/ui/rich-text';
import { useContentLang } from '~/lib/translation-status';
import type { VisitorAbout } from './about-query';

/**
 * The franchise description and the 'Our Vision' statement, shared by /about and the landing page;
 * a text without a translation carries the default locale's `lang`.
 */
export function AboutContent({
  about,
  visionHeading: VisionHeading = 'h3',
  className,
}: {
  about: VisitorAbout;
  /** The level under the page's own heading: h2 on /about, h3 inside the landing's About section. */
  visionHeading?: 'h2' | 'h3';
  className?: string;
}) {
  const lang = useContentLang();
  return (
    <div className={clsx('grid gap-12 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] lg:gap-16', className)}>
      {/* The drop cap opens the first paragraph, whatever blocks follow it. */}
      <RichText
        html={about.description}
        lang={lang.of(about, 'description')}
        className="text-base leading-relaxed text-bone-300 sm:text-lg [&>p:first-child]:text-bone-100 [&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-display [&>p:first-child]:first-letter:text-6xl [&>p:first-child]:first-letter:leading-[0.85] [&>p:first-child]:first-letter:font-black [&>p:first-child]:first-letter:text-blood-500"
      />
      <div className="relative self-start overflow-hidden rounded-sm border border-blood-700/60 bg-gradient-to-b from-blood-900/40 to-ink-900/80 p-8 shadow-2xl shadow-black/50 sm:p-10 lg:sticky lg:top-24">
        <Quote aria-hidden="true" className="absolute -top-2 -right-2 size-28 text-blood-700/20" />
        <p className="text-xs font-semibold tracking-[0.3em] text-blood-400 uppercase">
          <Trans>Our Mission</Trans>
        </p>
        <VisionHeading
          id="our-vision"
          className="mt-2 font-display text-3xl font-black tracking-wide text-bone-50"
        >
          <Trans>Our Vision</Trans>
        </VisionHeading>
        <div aria-hidden="true" className="mt-5 h-0.5 w-16 bg-blood-500" />
        <p
          lang={lang.of(about, 'missionStatement')}
          className="relative mt-6 text-lg leading-relaxed text-bone-100 italic"
        >
          {about.missionStatement}
        </p>
      </div>
    </div>
  );
}
