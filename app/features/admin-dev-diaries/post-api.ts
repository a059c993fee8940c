import type { DevDiary, DevDiaryInput } from '@contracts/dev-diary';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Every post, drafts included (staff see drafts; the public list uses its own key). */
export const adminPostsQuery = {
  queryKey: queryKeys.devDiaryList({}),
  queryFn: () => unwrap(api.get<DevDiary[]>('/api/dev-diaries')),
  // Staff must see what other staff just changed: always refetch when a screen opens.
  staleTime: 0,
  retry: 1,
  retryDelay: 500,
} as const;

export const adminPostQuery = (id: number) => ({
  queryKey: queryKeys.devDiary(id),
  queryFn: () => unwrap(api.get<DevDiary>(`/api/dev-diaries/${id}`)),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

/** The whole post as the update call expects it, with some fields replaced (back-office.md §7). */
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

export const deletePost = (id: number) => unwrap(api.delete<{ id: number }>(`/api/dev-diaries/${id}`));
