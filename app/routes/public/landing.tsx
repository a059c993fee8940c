import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { jsonLdMeta, pageMeta, siteOrigin } from '~/components/layout/site-meta';
import { Spinner } from '~/components/ui/spinner';
import { AboutContent } from '~/features/about/about-content';
import { aboutQuery, publishedAbout } from '~/features/about/about-query';
import { fighterSummariesQuery } from '~/features/fighters/fighter-summary';
import { GameModesSection } from '~/features/landing/game-modes-section';
import { gameModesQuery, visibleGameModes } from '~/features/landing/game-modes-query';
import { HeroRotator } from '~/features/landing/hero-rotator';
import { landingGameData } from '~/features/landing/landing-game-data.server';
import { LandingBackdrop } from '~/features/landing/landing-backdrop';
import { pageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/landing';
import { readLanding } from './landing.server';
import { readSiteSettings } from '~/features/site-settings/read-site-settings.server';
import { UntranslatedNotice } from '~/components/layout/untranslated-notice';
import { hasUntranslated, useContentLang } from '~/lib/translation-status';
import { usePageLocale } from '~/lib/use-page-locale';

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocale(request, context);
  const [content, site] = await Promise.all([readLanding(context, locale), readSiteSettings(context)]);
  const origin = siteOrigin(request, context.publicUrl);
  return { ...content, origin, jsonLd: landingGameData(origin, site, content) };
}

export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  // The home page's description is the site's own (site settings).
  ...pageMeta({ matches, origin: loaderData?.origin, path: '/' }),
  ...jsonLdMeta(loaderData?.jsonLd, matches),
];

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { locale } = usePageLocale();
  const fighters = useQuery({ ...fighterSummariesQuery(locale), initialData: loaderData?.fighters });
  const modes = useQuery({ ...gameModesQuery(locale), initialData: loaderData?.gameModes });
  const about = useQuery({ ...aboutQuery(locale), initialData: loaderData ? loaderData.about : undefined });
  const aboutContent = publishedAbout(about.data);
  const lang = useContentLang();
  // The hero's roles, the game cards and the About text are in the page's locale, each falling
  // back field by field.
  const untranslated =
    hasUntranslated(fighters.data) ||
    hasUntranslated(modes.data) ||
    hasUntranslated(aboutContent && [aboutContent]);

  return (
    <>
      <HeroRotator
        fighters={fighters.data ?? []}
        notice={<UntranslatedNotice show={untranslated} className="mt-6 w-fit max-w-xl" />}
      />
      <LandingBackdrop>
        {modes.isPending ? (
          <Spinner label={t`Loading...`} className="py-24" />
        ) : (
          <GameModesSection modes={visibleGameModes(modes.data ?? [])} />
        )}
        {aboutContent ? (
          <section
            aria-labelledby="about-title"
            className="border-t border-ink-800/70 render-when-near-[1800px] md:render-when-near-[1300px] lg:render-when-near-[1000px]"
          >
            <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
              <p className="text-xs font-semibold tracking-[0.3em] text-blood-400 uppercase">
                <Trans>The Franchise</Trans>
              </p>
              <h2
                id="about-title"
                lang={lang.of(aboutContent, 'title')}
                className="mt-3 mb-12 font-display text-3xl font-black tracking-wide text-bone-50 sm:text-5xl"
              >
                {aboutContent.title}
              </h2>
              <AboutContent about={aboutContent} />
            </div>
          </section>
        ) : null}
      </LandingBackdrop>
    </>
  );
}
