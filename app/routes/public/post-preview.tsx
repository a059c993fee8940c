import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, data, useRouteError } from 'react-router';
import { i18nOf, pageMeta } from '~/components/layout/site-meta';
import { buttonVariants } from '~/components/ui/button';
import { excerptOf } from '~/features/dev-diary/post-format';
import { PostArticle } from '~/features/dev-diary/post-article';
import { isNotFoundError } from '~/lib/route-errors';
import { usePageLocale } from '~/lib/use-page-locale';
import type { Route } from './+types/post-preview';
import { readPreviewedPost } from './post-preview.server';

/** Never indexed, never kept by a shared cache: the link is the only key to an unpublished post. */
const PRIVATE_PAGE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * A post exactly as its public page will show it, opened through the editor's signed Preview link
 * (docs/back-office-screens.md, the post editor): drafts and scheduled posts too, without an account.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await readPreviewedPost(context, params.token);
  if (!post) throw data(null, { status: 404, headers: PRIVATE_PAGE });
  return { post };
}

export const headers: Route.HeadersFunction = () => PRIVATE_PAGE;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const i18n = i18nOf(matches);
  const robots = { name: 'robots', content: 'noindex' };
  const post = loaderData?.post;
  if (!post) return [{ title: i18n._(msg`Preview unavailable | Dev Diary`) }, robots];
  const image = post.coverImage ?? undefined;
  const title = post.title;
  return [
    ...pageMeta({
      matches,
      title: i18n._(msg`${title} | Dev Diary`),
      description: excerptOf(post),
      image,
    }),
    robots,
  ];
};

export default function PostPreviewPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <PostArticle post={loaderData.post} />
    </div>
  );
}

export function ErrorBoundary() {
  const expired = isNotFoundError(useRouteError());
  const { localize } = usePageLocale();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-28 text-center">
      <h1 className="font-display text-3xl font-bold text-bone-50">
        {expired ? <Trans>Preview unavailable</Trans> : <Trans>Error: Failed to load the preview</Trans>}
      </h1>
      <p className="mt-3 text-bone-300">
        {expired ? (
          <Trans>This preview link has expired or is not valid. Ask whoever shared it for a new one.</Trans>
        ) : (
          <Trans>Please try refreshing the page.</Trans>
        )}
      </p>
      <Link to={localize('/dev-diary')} className={buttonVariants({ variant: 'primary', className: 'mt-8' })}>
        <Trans>Back to the Dev Diary</Trans>
      </Link>
    </div>
  );
}
