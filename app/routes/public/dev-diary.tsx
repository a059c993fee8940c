import { siteOrigin } from '~/components/layout/site-meta';
import { pageReadLocale } from '~/lib/page-locale.server';
import { DiaryListScreen } from '~/features/dev-diary/diary-list-screen';
import { diaryListMeta } from '~/features/dev-diary/diary-meta';
import { diaryPagesOf } from '~/features/dev-diary/diary-paging';
import { DiaryRouteError } from '~/features/dev-diary/diary-route-error';
import type { Route } from './+types/dev-diary';
import { listPublishedPosts } from './dev-diary.server';

/**
 * /dev-diary, the list of published posts in the page's locale (one post is
 * routes/public/dev-diary-post.tsx).
 * `?page=N` renders the first N pages on the server, as "Load more" shows them.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const pages = diaryPagesOf(new URL(request.url).searchParams);
  const posts = await listPublishedPosts(context.db, pages, pageReadLocale(request, context));
  return { posts, origin: siteOrigin(request, context.publicUrl) };
}

/** Client navigations do not wait for the server: the screen shows its spinner and the query fills it. */
export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  diaryListMeta(matches, loaderData?.origin);

export default function DevDiaryPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <DiaryListScreen initial={loaderData?.posts ?? undefined} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <DiaryRouteError />
    </div>
  );
}
