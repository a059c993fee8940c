import type { Fighter } from '@contracts/fighter';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { data } from 'react-router';
import { i18nOf, jsonLdMeta, pageMeta, pageTitle, siteOrigin } from '~/components/layout/site-meta';
import { fighterBreadcrumbData } from '~/components/layout/structured-data.server';
import { FIGHTER_MESSAGES, fighterQuery, isMissingFighter } from '~/features/fighters/fighter-queries';
import { ABILITY_PARAM } from '~/features/fighters/ability-showcase';
import { FighterProfile } from '~/features/fighters/fighter-profile';
import { fighterSummariesQuery } from '~/features/fighters/fighter-summary';
import { FighterError, FighterLoading } from '~/features/fighters/fighter-state';
import { fighterHistoryQuery } from '~/features/fighters/patch-history-query';
import { parseFighterId } from '~/features/fighters/roster';
import { useFighterFade } from '~/features/fighters/use-fighter-fade';
import { fighterImage } from '~/features/fighters/fighter-media';
import { keepDataWhenOnly } from '~/lib/search-only-change';
import { useClientTitle } from '~/lib/use-client-title';
import { pageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/fighter';
import { readFighterPage } from './fighter.server';
import { usePageLocale } from '~/lib/use-page-locale';

// Only fighters with a balance change load the section's code; the server renders it either way.
const PatchHistory = lazy(() =>
  import('~/features/fighters/patch-history').then((module) => ({ default: module.PatchHistory })),
);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = parseFighterId(params.id);
  const locale = pageLocale(request, context);
  const page = await readFighterPage(context, id, locale);
  // A missing fighter is a real 404 for browsers and search engines; the page still renders.
  const origin = siteOrigin(request, context.publicUrl);
  const jsonLd = page.fighter ? fighterBreadcrumbData(origin, page.fighter) : null;
  return data({ ...page, origin, jsonLd }, { status: page.fighter ? 200 : 404 });
}

// Client navigations (previous/next) do not wait for the server: the queries run in parallel.
export async function clientLoader() {
  return null;
}

/** Selecting an ability changes only the address's `?ability=`: the page's data stays as it is. */
export const shouldRevalidate = keepDataWhenOnly([ABILITY_PARAM]);

const NOT_FOUND_META = { title: msg`Fighter not found`, description: msg`This fighter does not exist.` };
const fighterTitle = (fighter: Pick<Fighter, 'name' | 'role'>) => `${fighter.name}, ${fighter.role}`;

/** The not-found page's title and description, in the page's locale. */
const notFoundMeta = (i18n: I18n) => ({
  title: i18n._(NOT_FOUND_META.title),
  description: i18n._(NOT_FOUND_META.description),
});

/** The tab's title after a client-side move, once the query has answered. */
function clientTitle(fighter: Fighter | undefined, error: Error | null, i18n: I18n) {
  if (fighter) return pageTitle(fighterTitle(fighter));
  if (isMissingFighter(error)) return pageTitle(i18n._(NOT_FOUND_META.title));
  return undefined;
}

export const meta: Route.MetaFunction = ({ loaderData, params, matches }) => {
  // A client-side move has no server data (clientLoader): the page names the tab once its query
  // has the fighter. Only the server's answer may say that the fighter does not exist.
  const i18n = i18nOf(matches);
  if (loaderData == null)
    return parseFighterId(params.id) === null
      ? pageMeta({ ...notFoundMeta(i18n), matches })
      : pageMeta({
          matches,
          title: i18n._(msg`Fighters`),
          description: i18n._(msg`A fighter of Blood & Mayhem.`),
        });
  const fighter = loaderData.fighter;
  if (!fighter) return pageMeta({ ...notFoundMeta(i18n), matches });
  return [
    ...pageMeta({
      matches,
      title: fighterTitle(fighter),
      description: fighter.bio,
      image: fighterImage(fighter),
      origin: loaderData.origin,
      path: `/fighter/${fighter.id}`,
    }),
    ...jsonLdMeta(loaderData.jsonLd, matches),
  ];
};

export default function FighterPage({ params, loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  const { locale } = usePageLocale();
  const id = parseFighterId(params.id);
  // The server already answered 404 for this id: show that, without asking again.
  const knownMissing = loaderData != null && loaderData.fighter === null;
  const [one, list, history] = useQueries({
    queries: [
      {
        ...fighterQuery(id ?? 0, locale),
        enabled: id !== null && !knownMissing,
        initialData: loaderData?.fighter?.id === id ? loaderData?.fighter : undefined,
      },
      // The pager's roster: GET /api/fighters kept as summaries, shared with the roster page.
      { ...fighterSummariesQuery(locale), initialData: loaderData?.fighters },
      // Server-rendered from the loader; fetched only after a client-side move to another fighter.
      {
        ...fighterHistoryQuery(id ?? 0),
        enabled: id !== null && !knownMissing,
        initialData: loaderData?.fighter?.id === id ? loaderData?.history : undefined,
      },
    ],
  });
  const fighter = one.data;
  const roster = list.data ?? [];
  useClientTitle(loaderData == null ? clientTitle(fighter, one.error, i18n) : undefined);
  const { visible, leaveTo } = useFighterFade(String(id), fighter !== undefined, loaderData != null);

  if (id === null || knownMissing) return <FighterError message={FIGHTER_MESSAGES.notFound} backToRoster />;
  if (one.isError) {
    // The server's 404 says what the catalogue's message says: that one is shown in the page's locale.
    const reason = isMissingFighter(one.error)
      ? FIGHTER_MESSAGES.notFound
      : one.error.message || FIGHTER_MESSAGES.oneFailed;
    return <FighterError message={reason} backToRoster />;
  }
  if (!fighter) return <FighterLoading label={FIGHTER_MESSAGES.loadingOne} />;
  return (
    <FighterProfile fighter={fighter} roster={roster} visible={visible} onLeave={leaveTo}>
      {history.data?.length ? (
        <Suspense fallback={null}>
          <PatchHistory entries={history.data} />
        </Suspense>
      ) : null}
    </FighterProfile>
  );
}
