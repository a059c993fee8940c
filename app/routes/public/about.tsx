import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { textOf } from '@contracts/rich-text';
import { i18nOf, pageMeta, siteOrigin } from '~/components/layout/site-meta';
import { SiteNotFound } from '~/components/layout/site-not-found';
import { Spinner } from '~/components/ui/spinner';
import { AboutPage } from '~/features/about/about-page';
import { aboutQuery, publishedAbout } from '~/features/about/about-query';
import { pageLocale } from '~/lib/page-locale.server';
import { usePageLocale } from '~/lib/use-page-locale';
import type { Route } from './+types/about';
import { readPublishedAbout } from './about.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const about = await readPublishedAbout(context, pageLocale(request, context));
  // An inactive About page does not exist for visitors (docs/public-screens.md §2 "About"): a real 404.
  return data({ about, origin: siteOrigin(request, context.publicUrl) }, { status: about ? 200 : 404 });
}

export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = i18nOf(matches);
  const about = loaderData?.about;
  if (loaderData && !about)
    return pageMeta({
      matches,
      title: i18n._(msg`Page not found`),
      description: i18n._(msg`This page does not exist.`),
    });
  return pageMeta({
    matches,
    title: i18n._(msg`About`),
    description:
      (about &&
        textOf(about.description)
          .split(/\n\s*\n/)[0]
          ?.slice(0, 200)) ||
      i18n._(msg`Blood & Mayhem is a dark fantasy fighting game franchise: one roster, three ways to play.`),
    origin: loaderData?.origin,
    path: '/about',
  });
};

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale } = usePageLocale();
  const query = useQuery({ ...aboutQuery(locale), initialData: loaderData ? loaderData.about : undefined });

  if (query.isPending) return <Spinner label={t`Loading...`} className="min-h-[50vh] flex-1" />;
  if (query.isError) {
    const message = query.error.message;
    return (
      <div
        role="alert"
        className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 px-6 text-center"
      >
        <p className="font-display text-2xl font-bold text-blood-400">
          <Trans>Error: {message}</Trans>
        </p>
        <p className="text-bone-300">
          <Trans>Please try refreshing the page.</Trans>
        </p>
      </div>
    );
  }
  const about = publishedAbout(query.data);
  if (!about) return <SiteNotFound />;
  return <AboutPage about={about} />;
}
