import type { DevDiary } from '@contracts/dev-diary';
import type { Page } from '@contracts/paging';
import { type QueryClient, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { callApi } from '~/lib/api-client';
import { fetchPage } from '~/lib/api-page';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';
import { DIARY_PAGE_SIZE } from './diary-paging';

/** What the server rendered: the posts of the first `pages` pages, with the total. */
export type DiaryPostsPage = { pages: number; page: Page<DevDiary> };

// Asked for explicitly: a staff member browsing the public site must not see drafts in the list.
const listKey = (pages: number) => queryKeys.devDiaryList({ published: true, pages });

/** A post that does not exist (or is a draft) is not worth three retries. */
export class PostNotFoundError extends Error {}

/**
 * The published posts of the first `pages` pages, newest first, with the total. The posts already
 * on screen stay there while "Load more" fetches the longer list.
 */
export function usePublishedPosts(pages: number, initial: DiaryPostsPage | undefined) {
  return useQuery({
    queryKey: listKey(pages),
    queryFn: () => fetchPage(devDiaryEndpoints.list, { published: true, limit: pages * DIARY_PAGE_SIZE }),
    initialData: initial?.pages === pages ? initial.page : undefined,
    placeholderData: keepPreviousData,
    staleTime: FRESHNESS.fiveMinutes,
  });
}

/** A post the lists already hold, shown while its own read (which counts the view) is in flight. */
function listedPost(queryClient: QueryClient, slug: string): DevDiary | undefined {
  const lists = queryClient.getQueriesData<Page<DevDiary>>({ queryKey: [...queryKeys.devDiaries, 'list'] });
  for (const [, list] of lists) {
    const post = list?.data.find((candidate) => candidate.slug === slug);
    if (post) return post;
  }
  return undefined;
}

async function fetchPost(slug: string): Promise<DevDiary> {
  const result = await callApi(devDiaryEndpoints.bySlug, { params: { slug } });
  if (result.success) return result.data;
  if (/not found/i.test(result.error)) throw new PostNotFoundError(result.error);
  throw new Error(result.error);
}

/**
 * One post by its slug. The server's copy (SSR) or the list's copy shows at once; the fetch of
 * the single post is what counts the visitor's view.
 */
export function usePost(slug: string, initialPost: DevDiary | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.devDiary(slug),
    queryFn: () => fetchPost(slug),
    initialData: initialPost,
    placeholderData: () => listedPost(queryClient, slug),
    staleTime: FRESHNESS.fiveMinutes,
    retry: (failures, error) => !(error instanceof PostNotFoundError) && failures < 3,
  });
}
