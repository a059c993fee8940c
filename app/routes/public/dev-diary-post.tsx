import { postPath } from '@contracts/post-path';
import { msg } from '@lingui/core/macro';
import { data, useRouteError } from 'react-router';
import { type StructuredData, i18nOf, jsonLdMeta, pageMeta, siteOrigin } from '~/components/layout/site-meta';
import { blogPostingData } from '~/components/layout/structured-data.server';
import { readSiteSettings } from '~/features/site-settings/read-site-settings.server';
import { diaryListMeta } from '~/features/dev-diary/diary-meta';
import { DiaryRouteError } from '~/features/dev-diary/diary-route-error';
import { excerptOf } from '~/features/dev-diary/post-format';
import { PostNotFound } from '~/features/dev-diary/post-not-found';
import { PostScreen } from '~/features/dev-diary/post-screen';
import type { VisitorPost } from '~/features/dev-diary/use-dev-diary-queries';
import { pageReadLocale } from '~/lib/page-locale.server';
import { isNotFoundError } from '~/lib/route-errors';
import type { Route } from './+types/dev-diary-post';
import { readPublishedPost } from './dev-diary.server';

type PostData = { post: VisitorPost; origin: string; jsonLd: StructuredData };

/**
 * /dev-diary/:slug, one post, in its own module so the list page does not load the post's code
 * (and the other way round). The permalink renders the post in the page's locale on the server and
 * counts the visitor's view; an unknown slug answers 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs): Promise<PostData> {
  const origin = siteOrigin(request, context.publicUrl);
  const [post, site] = await Promise.all([
    readPublishedPost(
      context.db,
      params.slug,
      request.headers.get('user-agent'),
      pageReadLocale(request, context),
    ),
    readSiteSettings(context),
  ]);
  if (!post) throw data({ slug: params.slug }, { status: 404 });
  return {
    post,
    origin,
    jsonLd: blogPostingData(origin, { ...post, description: excerptOf(post) }, site.siteName),
  };
}

/** Client navigations do not wait for the server: the screen shows its spinner and the query fills it. */
export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const i18n = i18nOf(matches);
  const post = loaderData?.post;
  if (isNotFoundError(error))
    return pageMeta({
      matches,
      title: i18n._(msg`Post not found | Dev Diary`),
      description: i18n._(msg`This dev diary post does not exist.`),
    });
  if (!post) return diaryListMeta(matches);
  // A shared link previews as the article itself: its own title, without the site suffix.
  const title = post.title;
  const tags = pageMeta({
    matches,
    title: i18n._(msg`${title} | Dev Diary`),
    description: excerptOf(post),
    image: post.coverImage ?? undefined,
    origin: loaderData.origin,
    path: postPath(post.slug),
  });
  return [
    ...tags.map((tag) => {
      if ('property' in tag && tag.property === 'og:title') return { ...tag, content: post.title };
      if ('property' in tag && tag.property === 'og:type') return { ...tag, content: 'article' };
      return tag;
    }),
    ...jsonLdMeta(loaderData.jsonLd, matches),
  ];
};

export default function DevDiaryPostPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <PostScreen key={params.slug} slug={params.slug} initialPost={loaderData?.post ?? undefined} />
    </div>
  );
}

export function ErrorBoundary() {
  const notFound = isNotFoundError(useRouteError());
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      {notFound ? <PostNotFound /> : <DiaryRouteError />}
    </div>
  );
}
