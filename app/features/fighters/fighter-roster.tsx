import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { hasUntranslated } from '~/lib/translation-status';
import { useTypedBeforeStart } from '~/lib/use-typed-before-start';
import { FighterCard } from './fighter-card';
import { FighterSearch } from './fighter-search';
import type { FighterSummary } from './fighter-summary';
import { FIGHTER_SEARCH_PARAM, filterFighters, rosterStats, withFighterSearch } from './roster';
import { RosterStatsFooter } from './roster-stats-footer';

// Four columns at the widest: the first row is above the fold, later rows load lazily.
const EAGER_CARDS = 4;

/**
 * The loaded roster: heading, count, search, grid, stats footer. The search lives in the address
 * (`?q=`), which the server renders filtered; with scripts the grid filters as the visitor types
 * and the address follows. Text typed before the app started is taken up when it starts. Roles are
 * in the page's locale; when one has no translation, a note under the heading says so.
 */
export function FighterRoster({ fighters }: { fighters: FighterSummary[] }) {
  const [params, setParams] = useSearchParams();
  const [term, setTerm] = useState(() => params.get(FIGHTER_SEARCH_PARAM) ?? '');
  const searchField = useRef<HTMLInputElement>(null);

  useTypedBeforeStart(searchField, term, setTerm);

  useEffect(() => {
    const next = withFighterSearch(params, term);
    if (next.toString() !== params.toString()) setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams, term]);

  const shown = filterFighters(fighters, term);
  const count = fighters.length;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-14 pb-20 sm:px-6 lg:pt-20">
      <header className="flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.3em] text-blood-400 uppercase">
            <Trans>The Roster</Trans>
          </p>
          <h1 className="mt-3 font-display text-4xl font-black tracking-wide text-bone-50 sm:text-6xl">
            <Trans>Choose your Fighter</Trans>
          </h1>
          <p className="mt-4 text-base leading-relaxed text-bone-300 sm:text-lg">
            <Plural
              value={count}
              one="# fighter stands ready in the Shattered Realms, each with their own dice, their own story and their own way to win."
              other="# fighters stand ready in the Shattered Realms, each with their own dice, their own story and their own way to win."
            />
          </p>
        </div>
        <FighterSearch value={term} onChange={setTerm} fieldRef={searchField} />
      </header>
      <UntranslatedNotice show={hasUntranslated(fighters)} className="mt-8 w-fit" />

      <div
        aria-hidden="true"
        className="my-10 h-px bg-gradient-to-r from-blood-600/80 via-ink-700 to-transparent"
      />

      {shown.length === 0 ? (
        <p role="status" className="py-20 text-center text-lg text-bone-300">
          <Trans>No fighters found matching the term</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shown.map((fighter, index) => (
            <li key={fighter.id}>
              <FighterCard fighter={fighter} index={index} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      )}

      <RosterStatsFooter stats={rosterStats(fighters)} />
    </div>
  );
}
