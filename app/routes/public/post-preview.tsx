import { Link, data, useRouteError } from 'react-router';
import { pageMeta, siteOf } from '~/components/layout/site-meta';
import { buttonVariants } from '~/components/ui/button';
import { excerptOf } from '~/features/dev-diary/post-format';
import { PostArticle } from '~/features/dev-diary/post-article';
import { isNotFoundError } from '~/lib/route-errors';
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
  const robots = { name: 'robots', content: 'noindex' };
  const post = loaderData?.post;
  if (!post) return [{ title: 'Preview unavailable | Dev Diary' }, robots];
  const image = post.coverImage ?? undefined;
  return [
    ...pageMeta({
      site: siteOf(matches),
      title: `${post.title} | Dev Diary`,
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
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-28 text-center">
      <h1 className="font-display text-3xl font-bold text-bone-50">
        {expired ? 'Preview unavailable' : 'Error: Failed to load the preview'}
      </h1>
      <p className="mt-3 text-bone-300">
        {expired
          ? 'This preview link has expired or is not valid. Ask whoever shared it for a new one.'
          : 'Please try refreshing the page.'}
      </p>
      <Link to="/dev-diary" className={buttonVariants({ variant: 'primary', className: 'mt-8' })}>
        Back to the Dev Diary
      </Link>
    </div>
  );
}
