import { postPath } from '@contracts/post-path';
import type { DevDiary } from '@contracts/dev-diary';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { data, useRouteError } from 'react-router';
import { type StructuredData, i18nOf, jsonLdMeta, pageMeta, siteOrigin } from '~/components/layout/site-meta';
import { blogPostingData } from '~/components/layout/structured-data.server';
import { readSiteSettings } from '~/features/site-settings/read-site-settings.server';
import { DiaryListScreen } from '~/features/dev-diary/diary-list-screen';
import { diaryPagesOf } from '~/features/dev-diary/diary-paging';
import { excerptOf } from '~/features/dev-diary/post-format';
import { PostNotFound } from '~/features/dev-diary/post-not-found';
import { PostScreen } from '~/features/dev-diary/post-screen';
import { isNotFoundError } from '~/lib/route-errors';
import type { DiaryPostsPage } from '~/features/dev-diary/use-dev-diary-queries';
import type { Route } from './+types/dev-diary';
import { listPublishedPosts, readPublishedPost } from './dev-diary.server';

const DIARY_DESCRIPTION = msg`Design notes, art, story and news from the team building Blood & Mayhem, the dark fantasy fighting game.`;

type DiaryData = {
  posts: DiaryPostsPage | null;
  post: DevDiary | null;
  origin: string;
  jsonLd?: StructuredData;
};

/**
 * Serves both /dev-diary (the list) and /dev-diary/:slug (one post). A permalink renders the post
 * on the server and counts the visitor's view; an unknown slug answers 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs): Promise<DiaryData> {
  const origin = siteOrigin(request, context.publicUrl);
  if (params.slug) {
    const [post, site] = await Promise.all([
      readPublishedPost(context.db, params.slug, request.headers.get('user-agent')),
      readSiteSettings(context),
    ]);
    if (!post) throw data({ slug: params.slug }, { status: 404 });
    return {
      posts: null,
      post,
      origin,
      jsonLd: blogPostingData(origin, { ...post, description: excerptOf(post) }, site.siteName),
    };
  }
  const pages = diaryPagesOf(new URL(request.url).searchParams);
  return { posts: await listPublishedPosts(context.db, pages), post: null, origin };
}

/** Client navigations do not wait for the server: the screen shows its spinner and the query fills it. */
export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData, error, matches }) => {
  const i18n = i18nOf(matches);
  const post = loaderData?.post;
  const origin = loaderData?.origin;
  if (isNotFoundError(error))
    return pageMeta({
      matches,
      title: i18n._(msg`Post not found | Dev Diary`),
      description: i18n._(msg`This dev diary post does not exist.`),
    });
  if (!post)
    return pageMeta({
      matches,
      title: i18n._(msg`Dev Diary`),
      description: i18n._(DIARY_DESCRIPTION),
      origin,
      path: '/dev-diary',
    });
  // A shared link previews as the article itself: its own title, without the site suffix.
  const title = post.title;
  const tags = pageMeta({
    matches,
    title: i18n._(msg`${title} | Dev Diary`),
    description: excerptOf(post),
    image: post.coverImage ?? undefined,
    origin,
    path: postPath(post.slug),
  });
  return [
    ...tags.map((tag) => {
      if ('property' in tag && tag.property === 'og:title') return { ...tag, content: post.title };
      if ('property' in tag && tag.property === 'og:type') return { ...tag, content: 'article' };
      return tag;
    }),
    ...jsonLdMeta(loaderData?.jsonLd, matches),
  ];
};

export default function DevDiaryPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      {params.slug ? (
        <PostScreen key={params.slug} slug={params.slug} initialPost={loaderData?.post ?? undefined} />
      ) : (
        <DiaryListScreen initial={loaderData?.posts ?? undefined} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const notFound = isNotFoundError(useRouteError());
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      {notFound ? (
        <PostNotFound />
      ) : (
        <div role="alert" className="py-16 text-center">
          <h1 className="font-display text-3xl font-bold text-bone-50">
            <Trans>Error: Failed to load dev diary</Trans>
          </h1>
          <p className="mt-3 text-bone-300">
            <Trans>Please try refreshing the page.</Trans>
          </p>
        </div>
      )}
    </div>
  );
}
