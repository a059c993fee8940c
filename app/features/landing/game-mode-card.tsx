import { Trans, useLingui } from '@lingui/react/macro';
import { Dices, Monitor, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { GameMode } from '@contracts/game-mode';
import { clsx } from 'clsx';
import { ResponsiveImage } from '~/components/ui/responsive-image';
import { useContentLang } from '~/lib/translation-status';
import { usePageLocale } from '~/lib/use-page-locale';
import { ArrowCue } from './arrow-cue';
import { PLATFORM_LABELS, STATUS_LABELS } from './game-mode-labels';

/** Three columns from md in a 7xl page, one below (game-modes-section.tsx). */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 33vw, 100vw';

const PLATFORM_ICONS = { PC: Monitor, Mobile: Smartphone, 'Board Game': Dices } as const;

/** A playable mode links to its route; the others say their status and are not links. */
export const isPlayable = (mode: GameMode) => mode.status === 'Available' && Boolean(mode.linkUrl);

/** One of the three experiences of the landing page, its texts in the page's locale. */
export function GameModeCard({ mode }: { mode: InLocale<GameMode> }) {
  const { localize } = usePageLocale();
  const { i18n } = useLingui();
  const lang = useContentLang();
  const playable = isPlayable(mode);
  const Icon = PLATFORM_ICONS[mode.platform];
  const body = (
    <>
      <div className="relative aspect-[16/9] overflow-hidden border-b border-ink-700 bg-[radial-gradient(ellipse_at_top,rgba(161,18,18,0.45),transparent_70%)]">
        {mode.imageUrl ? (
          <ResponsiveImage
            src={mode.imageUrl}
            sizes={CARD_SIZES}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover opacity-80 transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <Icon
            aria-hidden="true"
            strokeWidth={1.2}
            className={clsx(
              'absolute top-1/2 left-1/2 size-24 -translate-x-1/2 -translate-y-1/2 transition-transform duration-500 group-hover:scale-110',
              playable ? 'text-blood-400' : 'text-bone-500/60',
            )}
          />
        )}
        <span
          className={clsx(
            'absolute top-3 left-3 rounded-sm px-2.5 py-1 text-[11px] font-bold tracking-[0.18em] uppercase',
            playable ? 'bg-blood-600 text-bone-50' : 'border border-ink-600 bg-ink-950/80 text-bone-300',
          )}
        >
          {i18n._(PLATFORM_LABELS[mode.platform])}
        </span>
        {!playable ? (
          <span className="absolute top-3 right-3 rounded-sm border border-ember-400/60 bg-ink-950/80 px-2.5 py-1 text-[11px] font-bold tracking-[0.18em] text-ember-400 uppercase">
            {i18n._(STATUS_LABELS[mode.status])}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3
          lang={lang.of(mode, 'name')}
          className="font-display text-xl font-bold tracking-wide text-bone-50"
        >
          {mode.name}
        </h3>
        <p lang={lang.of(mode, 'subtitle')} className="text-sm font-semibold tracking-wide text-blood-400">
          {mode.subtitle}
        </p>
        <p lang={lang.of(mode, 'description')} className="flex-1 text-sm leading-relaxed text-bone-300">
          {mode.description}
        </p>
        {playable ? (
          <ArrowCue className="font-display font-bold tracking-[0.18em] text-bone-50">
            <Trans>PLAY NOW</Trans>
          </ArrowCue>
        ) : null}
      </div>
    </>
  );

  const frame = 'group flex h-full flex-col overflow-hidden rounded-sm border bg-ink-900/85 backdrop-blur-sm';
  if (playable && mode.linkUrl) {
    return (
      <Link
        // An address on the site stays in the page's locale; another site's is kept as it is.
        to={localize(mode.linkUrl)}
        className={clsx(
          frame,
          'border-blood-700/70 shadow-[0_0_40px_rgba(122,12,12,0.35)] transition duration-300 hover:-translate-y-1 hover:border-blood-500 hover:shadow-[0_0_48px_rgba(200,30,30,0.45)]',
        )}
      >
        {body}
      </Link>
    );
  }
  return <article className={clsx(frame, 'border-ink-700')}>{body}</article>;
}
