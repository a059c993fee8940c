import { Link } from 'react-router';
import { usePageLocale } from '~/lib/use-page-locale';
import { useContentLang } from '~/lib/translation-status';
import type { FighterSummary } from './fighter-summary';
import { FighterPortrait } from './fighter-portrait';

/** STAGGER_S per index: the cards rise in one after another (docs/public-screens.md §9). */
export const STAGGER_S = 0.05;

/** One roster card: portrait, name underneath, links to the fighter's page. */
export function FighterCard({
  fighter,
  index,
  eager,
}: {
  fighter: FighterSummary;
  index: number;
  eager: boolean;
}) {
  const { localize } = usePageLocale();
  const lang = useContentLang();
  return (
    <Link
      to={localize(`/fighter/${fighter.id}`)}
      style={{ animationDelay: `${(index * STAGGER_S).toFixed(2)}s` }}
      className="group block rounded-sm animate-rise-in focus-visible:outline-offset-4"
    >
      <div className="relative aspect-[3/4] overflow-hidden rounded-sm border border-ink-700 bg-ink-900 shadow-lg shadow-black/50 transition duration-300 group-hover:border-blood-600 group-hover:shadow-[0_0_28px_rgba(200,30,30,0.35)]">
        <FighterPortrait
          fighter={fighter}
          eager={eager}
          className="transition-transform duration-500 group-hover:scale-105"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-ink-950/80 via-transparent to-transparent opacity-70 transition-opacity group-hover:opacity-40"
        />
      </div>
      <div className="mt-3 flex items-baseline justify-between gap-3 px-0.5">
        <h2 className="font-display text-lg font-bold tracking-wider text-bone-50 transition-colors group-hover:text-blood-400">
          {fighter.name}
        </h2>
        <p
          lang={lang.of(fighter, 'role')}
          className="shrink-0 text-xs font-semibold tracking-[0.14em] text-bone-500 uppercase"
        >
          {fighter.role}
        </p>
      </div>
    </Link>
  );
}
