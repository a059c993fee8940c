import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { AmbientVideo, usePrefersReducedMotion } from '~/components/ui/ambient-video';
import { useHydrated } from '~/lib/use-hydrated';
import { usePageLocale } from '~/lib/use-page-locale';
import { useContentLang } from '~/lib/translation-status';
import { clsx } from 'clsx';
import { videoPoster } from '@contracts/media-paths';
import { fighterVideo } from '~/features/fighters/fighter-media';
import type { FighterSummary } from '~/features/fighters/fighter-summary';
import { ArrowCue } from './arrow-cue';
import { HeroTitle } from './hero-title';
import { RotatorProgress } from './rotator-progress';
import { ROTATE_MS, useRotator } from './use-rotator';

// Disabled until the app runs: before that the buttons could do nothing.
const controlClass =
  'grid size-10 place-items-center rounded-sm border border-bone-100/20 bg-ink-950/60 text-bone-100 backdrop-blur-sm transition-colors enabled:hover:border-blood-500 enabled:hover:text-bone-50 disabled:opacity-45';

/**
 * The landing hero: the roster's gameplay clips, one at a time, advancing every 8 s and wrapping.
 * Only the current clip and the next one have a source (the next is buffering for a seamless
 * switch); the one just left stays to fade out. Hover or focus holds the rotation; the pause button
 * also stops the clip; with prefers-reduced-motion only the poster shows and nothing rotates.
 * Before the app runs the first fighter shows, and its buttons are disabled. `notice` goes under
 * the title: the page's word on untranslated content, at the top of the page.
 */
export function HeroRotator({ fighters, notice }: { fighters: FighterSummary[]; notice?: ReactNode }) {
  const { t } = useLingui();
  const { localize } = usePageLocale();
  const lang = useContentLang();
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const held = hovered || focused || stopped || reducedMotion;
  const { index, previous, next, goTo } = useRotator(fighters.length, held);
  const current = fighters[index];

  const slides = [
    ...(previous !== null && previous !== index && previous !== next
      ? [{ at: previous, role: 'previous' }]
      : []),
    ...(current ? [{ at: index, role: 'current' }] : []),
    ...(fighters.length > 1 ? [{ at: next, role: 'next' }] : []),
  ] as const;

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Featured fighters`}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative isolate flex h-[calc(100svh-4rem)] max-h-[960px] min-h-[600px] flex-col overflow-hidden border-b border-ink-800"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink-950">
        {slides.map(({ at, role }) => {
          const fighter = fighters[at]!;
          const video = fighterVideo(fighter);
          return (
            <AmbientVideo
              key={fighter.id}
              path={video}
              // Only the current clip's poster is fetched with the page; the others wait their turn.
              poster={role === 'current' ? videoPoster(video) : null}
              priority={role === 'current'}
              playing={role === 'current' && !stopped}
              preload="auto"
              data-hero-slide={role}
              className={clsx(
                // Narrow screens crop the 16:9 clip: keep its right half, where the fighter's mark is.
                'absolute inset-0 h-full w-full object-[72%_50%] transition-opacity duration-1000 lg:object-center',
                role === 'current' ? 'z-10 opacity-100' : 'z-0 opacity-0',
              )}
            />
          );
        })}
        {/* The left half carries the title: dark enough to read over any clip. */}
        <div className="absolute inset-0 z-20 bg-gradient-to-r from-ink-950 from-5% via-ink-950/85 via-45% to-ink-950/10" />
        <div className="absolute inset-0 z-20 bg-gradient-to-t from-ink-950 via-ink-950/20 to-ink-950/50" />
      </div>

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col justify-between gap-10 px-4 pt-14 pb-8 sm:px-6 lg:pt-24 lg:pb-12">
        <div>
          <HeroTitle />
          {notice}
        </div>

        {current ? (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
            <div aria-live={held ? 'polite' : 'off'} aria-atomic="true" className="min-w-0">
              <p className="text-[11px] font-semibold tracking-[0.3em] text-bone-300 uppercase">
                <Trans>Featured fighter</Trans>
              </p>
              <Link
                to={localize(`/fighter/${current.id}`)}
                key={current.id}
                className="group mt-2 inline-flex flex-col rounded-sm animate-fade-in"
              >
                <span
                  lang={lang.of(current, 'role')}
                  className="text-sm font-semibold tracking-[0.24em] text-blood-400 uppercase"
                >
                  {current.role}
                </span>
                <span className="font-display text-4xl leading-none font-black tracking-wide text-bone-50 drop-shadow-[0_2px_16px_rgba(0,0,0,0.9)] sm:text-5xl">
                  {current.name}
                </span>
                <ArrowCue className="font-semibold tracking-[0.16em] text-bone-100 uppercase">
                  <Trans>View fighter</Trans>
                </ArrowCue>
              </Link>
            </div>

            <div className="flex w-full shrink-0 flex-col gap-3 sm:w-64">
              <div className="flex items-center justify-between gap-3">
                <span className="font-display text-sm font-bold tracking-widest text-bone-100 tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                  <span className="text-bone-500"> / {String(fighters.length).padStart(2, '0')}</span>
                </span>
                <div className="flex gap-2">
                  <button
                    type="button"
                    aria-label={t`Previous fighter`}
                    disabled={!hydrated}
                    onClick={() => goTo(index - 1)}
                    className={controlClass}
                  >
                    <ChevronLeft aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    aria-label={stopped ? t`Play rotation` : t`Pause rotation`}
                    disabled={!hydrated}
                    onClick={() => setStopped((s) => !s)}
                    className={controlClass}
                  >
                    {stopped ? (
                      <Play aria-hidden="true" className="size-4" />
                    ) : (
                      <Pause aria-hidden="true" className="size-4" />
                    )}
                  </button>
                  <button
                    type="button"
                    aria-label={t`Next fighter`}
                    disabled={!hydrated}
                    onClick={() => goTo(index + 1)}
                    className={controlClass}
                  >
                    <ChevronRight aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </div>
              <RotatorProgress slideKey={index} paused={held} durationMs={ROTATE_MS} />
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
