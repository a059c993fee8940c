import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { usePageLocale } from '~/lib/use-page-locale';

/** The landing page's title block over the hero clips. */
export function HeroTitle() {
  const { localize } = usePageLocale();
  return (
    <div className="max-w-3xl">
      <p className="text-xs font-semibold tracking-[0.32em] text-blood-400 uppercase sm:text-sm">
        <Trans>The tactical fantasy fighting game</Trans>
      </p>
      <h1 className="mt-4 font-display text-5xl leading-[0.92] font-black tracking-wide text-bone-50 drop-shadow-[0_4px_30px_rgba(0,0,0,0.9)] sm:text-7xl lg:text-8xl">
        BLOOD <span className="text-blood-500">&amp;</span>
        <br />
        MAYHEM
      </h1>
      <p className="mt-6 max-w-xl text-base leading-relaxed text-bone-100 sm:text-lg">
        <Trans>
          Plan every Cycle in secret. Roll your dice. Outthink your rival. Twenty-one fighters are waiting in
          the Shattered Realms.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={localize('/blood-message')}
          className="inline-flex h-12 items-center rounded-sm bg-blood-600 px-7 font-display text-sm font-bold tracking-[0.18em] text-bone-50 shadow-[0_0_28px_rgba(200,30,30,0.45)] transition-colors hover:bg-blood-500"
        >
          <Trans>PLAY NOW</Trans>
        </Link>
        <Link
          to={localize('/fighters')}
          className="inline-flex h-12 items-center rounded-sm border border-bone-100/30 bg-ink-950/40 px-7 font-display text-sm font-bold tracking-[0.18em] text-bone-50 backdrop-blur-sm transition-colors hover:border-blood-500"
        >
          <Trans>MEET THE FIGHTERS</Trans>
        </Link>
      </div>
    </div>
  );
}
