import type { InLocale } from '@contracts/endpoints/content-endpoints';
import type { DevDiary } from '@contracts/dev-diary';
import type { Page } from '@contracts/paging';
import { type QueryClient, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { callApi } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';
import { usePageLocale } from '~/lib/use-page-locale';
import { DIARY_PAGE_SIZE } from './diary-paging';

/** A post as a visitor reads it: in the page's locale, saying which of its fields are untranslated. */
export type VisitorPost = InLocale<DevDiary>;

/** What the server rendered: the posts of the first `pages` pages, with the total. */
export type DiaryPostsPage = { pages: number; page: Page<VisitorPost> };

// Published asked for explicitly: a staff member browsing the public site must not see drafts in
// the list. The locale is asked for, never left to Accept-Language, and is part of the key: a page
// in one language never shows another's posts.
const listKey = (pages: number, locale: string) => queryKeys.devDiaryList({ published: true, pages, locale });

/** A post that does not exist (or is a draft) is not worth three retries. */
export class PostNotFoundError extends Error {}

/**
 * The published posts of the first `pages` pages, newest first, with the total. The posts already
 * on screen stay there while "Load more" fetches the longer list.
 */
export function usePublishedPosts(pages: number, initial: DiaryPostsPage | undefined) {
  const { locale } = usePageLocale();
  return useQuery({
    queryKey: listKey(pages, locale),
    queryFn: () =>
      fetchPage(devDiaryEndpoints.pageIn, { published: true, limit: pages * DIARY_PAGE_SIZE, locale }),
    initialData: initial?.pages === pages ? initial.page : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESHNESS.fiveMinutes,
  });
}

/**
 * A post the lists of the same locale already hold, shown while its own read (which counts the
 * view) is in flight.
 */
function listedPost(queryClient: QueryClient, slug: string, locale: string): VisitorPost | undefined {
  const lists = queryClient.getQueriesData<Page<VisitorPost>>({
    queryKey: [...queryKeys.devDiaries, 'list'],
  });
  for (const [key, list] of lists) {
    if ((key[2] as { locale?: string } | undefined)?.locale !== locale) continue;
    const post = list?.data.find((candidate) => candidate.slug === slug);
    if (post) return post;
  }
  return undefined;
}

async function fetchPost(slug: string, locale: string): Promise<VisitorPost> {
  const result = await callApi(devDiaryEndpoints.bySlug, { params: { slug }, query: { locale } });
  if (result.success) return result.data;
  if (/not found/i.test(result.error)) throw new PostNotFoundError(result.error);
  throw new Error(result.error);
}

/**
 * One post by its slug. The server's copy (SSR) or the list's copy shows at once; the fetch of
 * the single post is what counts the visitor's view.
 */
export function usePost(slug: string, initialPost: VisitorPost | undefined) {
  const queryClient = useQueryClient();
  const { locale } = usePageLocale();
  return useQuery({
    queryKey: [...queryKeys.devDiary(slug), locale],
    queryFn: () => fetchPost(slug, locale),
    initialData: initialPost,
    placeholderData: () => listedPost(queryClient, slug, locale),
    staleTime: FRESHNESS.fiveMinutes,
    retry: (failures, error) => !(error instanceof PostNotFoundError) && failures < 3,
  });
}
