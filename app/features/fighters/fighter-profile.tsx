import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { Fighter } from '@contracts/fighter';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { AmbientVideo } from '~/components/ui/ambient-video';
import { clsx } from 'clsx';
import { hasUntranslated, useContentLang } from '~/lib/translation-status';
import { usePageLocale } from '~/lib/use-page-locale';
import { AbilityShowcase } from './ability-showcase';
import { videoPoster } from '@contracts/media-paths';
import { fighterVideo } from './fighter-media';
import { FighterPager } from './fighter-pager';
import { FighterStats } from './fighter-stats';
import { neighbours } from './roster';

/**
 * The loaded fighter page: gameplay video behind, identity and stats, then the abilities; `children`
 * (the patch history) follow below, over the same backdrop. Role and bio are in the page's locale;
 * ability texts have no translations yet (docs/decisions/0054), so on a page in another locale than
 * the default they are always in the default's language, and the page says so.
 */
export function FighterProfile({
  fighter,
  roster,
  visible,
  onLeave,
  children,
}: {
  fighter: InLocale<Fighter>;
  roster: Pick<Fighter, 'id' | 'name'>[];
  visible: boolean;
  onLeave: (to: string) => void;
  children?: ReactNode;
}) {
  const { localize } = usePageLocale();
  const lang = useContentLang();
  const untranslated = hasUntranslated([fighter]);
  const video = fighterVideo(fighter);
  const around = neighbours(roster, fighter.id);

  return (
    <section
      aria-labelledby="fighter-name"
      className={clsx(
        'relative isolate flex flex-1 flex-col overflow-clip transition-opacity duration-300 ease-out',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      {/* The clip stays in view while the visitor scrolls through a long profile. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="sticky top-16 h-[calc(100dvh-4rem)] w-full">
          <AmbientVideo
            key={video}
            path={video}
            poster={videoPoster(video)}
            preload="auto"
            priority
            className="absolute inset-0 h-full w-full"
          />
          <div className="absolute inset-0 bg-gradient-to-r from-ink-950 from-5% via-ink-950/85 via-50% to-ink-950/40" />
          <div className="absolute inset-0 bg-gradient-to-t from-ink-950 via-ink-950/10 to-ink-950/50" />
        </div>
      </div>

      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 pt-6 pb-16 sm:px-6 lg:pt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link
            to={localize('/fighters')}
            className="inline-flex items-center gap-2 rounded-sm text-sm font-semibold tracking-[0.14em] text-bone-300 uppercase hover:text-bone-50"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> <Trans>All Fighters</Trans>
          </Link>
          {around ? <FighterPager {...around} onLeave={onLeave} /> : null}
        </div>
        <UntranslatedNotice show={untranslated} className="mt-6 w-fit" />

        <div className="mt-10 grid flex-1 items-start gap-12 lg:mt-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,600px)] lg:gap-14">
          <div className="flex max-w-xl flex-col">
            <p
              lang={lang.of(fighter, 'role')}
              className="text-sm font-semibold tracking-[0.3em] text-blood-400 uppercase"
            >
              {fighter.role}
            </p>
            <h1
              id="fighter-name"
              className="mt-3 font-display text-5xl leading-[0.95] font-black tracking-wide break-words text-bone-50 drop-shadow-[0_4px_24px_rgba(0,0,0,0.8)] sm:text-7xl"
            >
              {fighter.name}
            </h1>
            <div
              aria-hidden="true"
              className="mt-6 h-0.5 w-24 bg-gradient-to-r from-blood-500 to-transparent"
            />
            <p
              lang={lang.of(fighter, 'bio')}
              className="mt-6 text-base leading-relaxed text-bone-100 sm:text-lg"
            >
              {fighter.bio}
            </p>
            <div className="mt-8">
              <FighterStats stats={fighter.stats} />
            </div>
          </div>

          <div className="flex flex-col gap-4">
            <h2 className="font-display text-xl font-bold tracking-[0.2em] text-bone-50 uppercase">
              <Trans>Abilities</Trans>
            </h2>
            <AbilityShowcase key={fighter.id} fighter={fighter} />
          </div>
        </div>
        {children}
      </div>
    </section>
  );
}
