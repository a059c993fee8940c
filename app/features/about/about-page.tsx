import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { LANDING_BACKGROUND_VIDEOS, mediaSrc, posterFor } from '@contracts/media-paths';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { hasUntranslated, useContentLang } from '~/lib/translation-status';
import { usePageLocale } from '~/lib/use-page-locale';
import { AboutContent } from './about-content';
import type { VisitorAbout } from './about-query';

const BACKDROP = posterFor(LANDING_BACKGROUND_VIDEOS[1] ?? LANDING_BACKGROUND_VIDEOS[0] ?? '');

/** The /about page: the franchise description and 'Our Vision', under a title banner. */
export function AboutPage({ about }: { about: VisitorAbout }) {
  const { t } = useLingui();
  const { localize } = usePageLocale();
  const lang = useContentLang();
  return (
    <article className="flex flex-1 flex-col">
      <header className="relative isolate overflow-hidden border-b border-ink-800">
        {/* A CSS background: a missing still leaves the dark banner, never a broken-image icon. */}
        <div
          aria-hidden="true"
          style={{ backgroundImage: `url("${mediaSrc(BACKDROP)}")` }}
          className="absolute inset-0 -z-20 bg-cover bg-center opacity-40"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-gradient-to-b from-ink-950/40 via-ink-950/70 to-ink-950"
        />
        <div className="mx-auto max-w-7xl px-4 pt-20 pb-16 sm:px-6 lg:pt-28 lg:pb-20">
          <p className="text-xs font-semibold tracking-[0.3em] text-blood-400 uppercase">
            <Trans>The Franchise</Trans>
          </p>
          <h1
            lang={lang.of(about, 'title')}
            className="mt-3 max-w-3xl font-display text-4xl font-black tracking-wide text-bone-50 sm:text-6xl"
          >
            {about.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-bone-300">
            <Trans>One world, one roster, three ways to play: on PC, on mobile and around the table.</Trans>
          </p>
          <UntranslatedNotice show={hasUntranslated([about])} className="mt-6 w-fit" />
        </div>
      </header>

      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <AboutContent about={about} visionHeading="h2" />
      </div>

      <section aria-label={t`Get started`} className="border-t border-ink-800 bg-ink-900/60">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="font-display text-2xl font-bold text-bone-50">
            <Trans>The Shattered Realms are waiting.</Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to={localize('/fighters')}
              className="inline-flex h-12 items-center gap-2 rounded-sm border border-ink-600 px-6 font-display text-sm font-bold tracking-[0.16em] text-bone-50 transition-colors hover:border-blood-500"
            >
              <Trans>MEET THE FIGHTERS</Trans> <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              to={localize('/blood-message')}
              className="inline-flex h-12 items-center rounded-sm bg-blood-600 px-6 font-display text-sm font-bold tracking-[0.16em] text-bone-50 shadow-[0_0_24px_rgba(200,30,30,0.35)] transition-colors hover:bg-blood-500"
            >
              <Trans>PLAY NOW</Trans>
            </Link>
          </div>
        </div>
      </section>
    </article>
  );
}
