import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { siteOrigin } from '~/components/layout/site-meta';
import { staticPageMeta } from '~/components/layout/static-page-meta';
import { FIGHTER_MESSAGES } from '~/features/fighters/fighter-queries';
import { FighterRoster } from '~/features/fighters/fighter-roster';
import { fighterSummariesQuery } from '~/features/fighters/fighter-summary';
import { FighterError, FighterLoading } from '~/features/fighters/fighter-state';
import { FIGHTER_SEARCH_PARAM } from '~/features/fighters/roster';
import { keepDataWhenOnly } from '~/lib/search-only-change';
import { pageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/fighters';
import { listFighterSummaries } from './fighters.server';
import { usePageLocale } from '~/lib/use-page-locale';

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocale(request, context);
  const fighters = await listFighterSummaries(context, locale);
  return { fighters, origin: siteOrigin(request, context.publicUrl) };
}

// Client navigations do not wait for the server: the spinner shows and the query cache fills in.
export async function clientLoader() {
  return null;
}

/** Searching changes only the address: the roster is already there. */
export const shouldRevalidate = keepDataWhenOnly([FIGHTER_SEARCH_PARAM]);

export const meta: Route.MetaFunction = staticPageMeta({
  title: msg`Fighters`,
  description: msg`Meet the roster of Blood & Mayhem: twenty-one fighters of the Shattered Realms, each with their own dice, story and abilities.`,
  path: '/fighters',
});

export default function FightersPage({ loaderData }: Route.ComponentProps) {
  const { locale } = usePageLocale();
  const query = useQuery({ ...fighterSummariesQuery(locale), initialData: loaderData?.fighters });

  if (query.isPending) return <FighterLoading label={FIGHTER_MESSAGES.loadingList} />;
  if (query.isError) return <FighterError message={query.error.message || FIGHTER_MESSAGES.listFailed} />;
  return <FighterRoster fighters={query.data} />;
}
