import type { DevDiary, DevDiaryInput, DevDiaryStats } from '@contracts/dev-diary';
import type { PostMailing } from '@contracts/post-mailing';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage, useStaffStats } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type PostView, postPageQuery } from './post-filters';

// Staff must see what other staff just changed: always refetch when a screen opens.
const fresh = { staleTime: 0, retry: 1, retryDelay: 500 } as const;

/** One page of the filtered posts, drafts included, searched and counted by the server. */
export function usePostPage(view: PostView) {
  const params = postPageQuery(view);
  return useStaffPage<DevDiary>(adminQueryKeys.devDiaryStaffPage(params), '/api/dev-diaries', params, fresh);
}

/** The four stat cards, over every post. */
export function usePostStats() {
  return useStaffStats<DevDiaryStats>(adminQueryKeys.devDiaryStats, '/api/dev-diaries/stats', fresh);
}

export const adminPostQuery = (id: number) => ({
  queryKey: queryKeys.devDiary(id),
  queryFn: () => unwrap(api.get<DevDiary>(`/api/dev-diaries/${id}`)),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

/**
 * The whole post as the update call expects it, with some fields replaced (docs/back-office-screens.md §7).
 */
export function toPostInput(post: DevDiary, changes: Partial<DevDiaryInput> = {}): DevDiaryInput {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    authorId: post.authorId,
    tags: post.tags,
    featured: post.featured,
    published: post.published,
    date: post.date,
    ...changes,
  };
}

export const updatePost = (id: number, input: DevDiaryInput) =>
  unwrap(api.put<DevDiary>(`/api/dev-diaries/${id}`, input));

export const createPost = (input: DevDiaryInput) => unwrap(api.post<DevDiary>('/api/dev-diaries', input));

export const emailPost = (id: number) => unwrap(api.post<PostMailing>(`/api/dev-diaries/${id}/email`, {}));

/** Refreshed every 2 s while mails are still to go, so the progress line moves by itself. */
export function usePostMailing(id: number) {
  return useQuery({
    queryKey: adminQueryKeys.devDiaryMailing(id),
    queryFn: () => unwrap(api.get<PostMailing>(`/api/dev-diaries/${id}/email`)),
    refetchInterval: (query) => {
      const data = query.state.data;
      const moving = data && (data.state === 'waiting' || data.state === 'enqueuing' || data.queued > 0);
      return moving ? 2000 : false;
    },
    ...fresh,
  });
}

export const deletePost = (id: number) => unwrap(api.delete<{ id: number }>(`/api/dev-diaries/${id}`));
