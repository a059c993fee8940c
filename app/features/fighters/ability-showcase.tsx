import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { Fighter } from '@contracts/fighter';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { rovingIndex } from '~/lib/roving-index';
import { useContentLang } from '~/lib/translation-status';
import { AbilityIcon } from './ability-icon';
import { AbilityPanel, type AbilityTextLang } from './ability-panel';
import { abilityVideo } from './fighter-media';

/** The page's address names the shown ability, counted from 1 (`?ability=2`); anything else is the first. */
export const ABILITY_PARAM = 'ability';

export function selectedAbility(search: URLSearchParams, count: number): number {
  const shown = Number(search.get(ABILITY_PARAM));
  return Number.isInteger(shown) && shown >= 1 && shown <= count ? shown - 1 : 0;
}

const abilitySearch = (index: number) => `?${ABILITY_PARAM}=${index + 1}`;

/**
 * The abilities area: a tablist of icons (arrow keys move and select, Home/End jump) and the
 * panel of the selected one. Each tab is a link to the page with that ability selected, which the
 * server renders: it works before the scripts run and without them; with them the router only
 * changes the address (the route does not reload its data for it). The WAI-ARIA tabs pattern is
 * written out (one tab in the Tab order, automatic activation) rather than taken from Radix, whose
 * version and helpers cost the page about 8 KB of JavaScript.
 */
export function AbilityShowcase({ fighter }: { fighter: InLocale<Fighter> }) {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tabs = useRef<(HTMLAnchorElement | null)[]>([]);
  const baseId = useId();
  // A text shown in the default locale for want of a translation says so (ability-panel.tsx).
  const contentLang = useContentLang();
  const langOf =
    (index: number): AbilityTextLang =>
    (field) =>
      contentLang.of(fighter, `abilities.${index}.${field}`);
  const abilities = fighter.abilities;
  const active = selectedAbility(search, abilities.length);
  const select = (index: number) =>
    void navigate({ search: abilitySearch(index) }, { replace: true, preventScrollReset: true });

  if (abilities.length === 0) {
    return (
      <p className="text-bone-300">
        <Trans>This fighter&apos;s abilities have not been revealed yet.</Trans>
      </p>
    );
  }

  const name = fighter.name;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = rovingIndex(event.key, active, abilities.length, 'horizontal');
    if (target === null) return;
    event.preventDefault();
    select(target);
    tabs.current[target]?.focus();
  };

  return (
    <div className="flex w-full max-w-[600px] flex-col gap-4">
      <div
        role="tablist"
        aria-orientation="horizontal"
        aria-label={t`${name} abilities`}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-2.5"
      >
        {abilities.map((ability, index) => (
          <Link
            key={`${index}-${ability.name}`}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            to={{ search: abilitySearch(index) }}
            replace
            preventScrollReset
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            aria-label={ability.name}
            title={ability.name}
            lang={langOf(index)('name')}
            className="group rounded-sm focus-visible:outline-offset-4"
          >
            <AbilityIcon
              name={ability.name}
              video={abilityVideo(fighter, ability)}
              active={index === active}
            />
          </Link>
        ))}
      </div>
      {abilities.map((ability, index) => (
        <div
          key={`${index}-${ability.name}`}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== active}
          tabIndex={0}
          className="focus-visible:outline-offset-4"
        >
          {index === active ? (
            <AbilityPanel ability={ability} video={abilityVideo(fighter, ability)} lang={langOf(index)} />
          ) : null}
        </div>
      ))}
    </div>
  );
}
