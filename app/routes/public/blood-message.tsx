import { chapterVideoPath, jpegPosterFor } from '@contracts/media-paths';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { StoryPage } from '~/features/story/story-page';
import { useActiveChapters } from '~/features/story/use-chapters';
import { siteOrigin } from '~/components/layout/site-meta';
import { staticPageMeta } from '~/components/layout/static-page-meta';
import { usePageLocale } from '~/lib/use-page-locale';
import { pageLocale } from '~/lib/page-locale.server';
import type { Route } from './+types/blood-message';
import { listActiveChapters } from './blood-message.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = pageLocale(request, context);
  const chapters = await listActiveChapters(context, locale);
  return { chapters, origin: siteOrigin(request, context.publicUrl) };
}

/** Client navigations do not wait for the server: the page shows its spinner and the query fills it. */
export async function clientLoader() {
  return null;
}

const DESCRIPTION = msg`The story of Blood & Mayhem in four chapters: the night the Crimson Synod broke its oath, and everything that followed.`;

export const meta: Route.MetaFunction = staticPageMeta({
  title: msg`The Blood Message`,
  description: DESCRIPTION,
  image: jpegPosterFor(chapterVideoPath(1)),
  path: '/blood-message',
});

/** Full-screen: no site header or footer (app/routes.ts puts this route outside the public layout). */
export default function BloodMessagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const query = useActiveChapters(loaderData?.chapters);
  if (query.data && query.data.length > 0) {
    return <StoryPage chapters={query.data} />;
  }
  const message = query.error?.message;
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 text-center">
      {query.data ? (
        <StoryMessage text={t`The story is still being written. Come back soon.`} />
      ) : query.isError ? (
        <StoryMessage text={t`Error: ${message}`} hint={t`Please try refreshing the page.`} />
      ) : (
        <Spinner label={t`Loading story...`} />
      )}
    </main>
  );
}

function StoryMessage({ text, hint }: { text: string; hint?: string }) {
  const { localize } = usePageLocale();
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-bone-50">
        <Trans>The Blood Message</Trans>
      </h1>
      <p className="mt-4 text-bone-300">{text}</p>
      {hint ? <p className="mt-1 text-sm text-bone-500">{hint}</p> : null}
      <Link to={localize('/')} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        <Trans>Return to Home</Trans>
      </Link>
    </div>
  );
}
