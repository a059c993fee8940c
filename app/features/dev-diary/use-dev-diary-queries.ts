import type { DevDiary } from '@contracts/dev-diary';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { FRESHNESS } from '~/lib/query-client';
import { queryKeys } from '~/lib/query-keys';

// Asked for explicitly: a staff member browsing the public site must not see drafts in the list.
const PUBLISHED = { published: true } as const;
const listKey = queryKeys.devDiaryList(PUBLISHED);

/** A post that does not exist (or is a draft) is not worth three retries. */
export class PostNotFoundError extends Error {}

export function usePublishedPosts(initialPosts: DevDiary[] | undefined) {
  return useQuery({
    queryKey: listKey,
    queryFn: () => unwrap(api.get<DevDiary[]>('/api/dev-diaries?published=true')),
    initialData: initialPosts,
    staleTime: FRESHNESS.fiveMinutes,
  });
}

async function fetchPost(slug: string): Promise<DevDiary> {
  const result = await api.get<DevDiary>(`/api/dev-diaries/slug/${encodeURIComponent(slug)}`);
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
    placeholderData: () => queryClient.getQueryData<DevDiary[]>(listKey)?.find((post) => post.slug === slug),
    staleTime: FRESHNESS.fiveMinutes,
    retry: (failures, error) => !(error instanceof PostNotFoundError) && failures < 3,
  });
}
