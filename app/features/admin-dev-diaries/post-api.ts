import { type DevDiary, type DevDiaryInput, POST_RESENT_FIELDS, pickFields } from '@contracts/dev-diary';
import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';
import { useStaffPage, useStaffStats } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type PostView, postPageQuery } from './post-filters';
import type { NewsletterTopic } from '@contracts/newsletter-topics';

// Staff must see what other staff just changed: always refetch when a screen opens.
const fresh = { staleTime: 0, retry: 1, retryDelay: 500 } as const;

/** One page of the filtered posts, drafts included, searched and counted by the server. */
export function usePostPage(view: PostView) {
  const params = postPageQuery(view);
  return useStaffPage(adminQueryKeys.devDiaryStaffPage(params), devDiaryEndpoints.list, params, fresh);
}

/** The four stat cards, over every post. */
export function usePostStats() {
  return useStaffStats(adminQueryKeys.devDiaryStats, devDiaryEndpoints.stats, fresh);
}

export const adminPostQuery = (id: number) => ({
  queryKey: queryKeys.devDiary(id),
  queryFn: () => fetchApi(devDiaryEndpoints.one, { params: { id } }),
  staleTime: 0,
  gcTime: 0,
  retry: false,
});

/**
 * The whole post as the update call expects it, with some fields replaced (docs/back-office-screens.md §7).
 */
export function toPostInput(post: DevDiary, changes: Partial<DevDiaryInput> = {}): DevDiaryInput {
  return { ...pickFields(post, POST_RESENT_FIELDS), ...changes };
}

export const updatePost = (id: number, input: DevDiaryInput) =>
  fetchApi(devDiaryEndpoints.update, { params: { id }, body: input });

export const createPost = (input: DevDiaryInput) => fetchApi(devDiaryEndpoints.create, { body: input });

export const emailPost = (id: number, topic: NewsletterTopic) =>
  fetchApi(devDiaryEndpoints.email, { params: { id }, body: { topic } });

/** Refreshed every 2 s while mails are still to go, so the progress line moves by itself. */
export function usePostMailing(id: number) {
  return useQuery({
    queryKey: adminQueryKeys.devDiaryMailing(id),
    queryFn: () => fetchApi(devDiaryEndpoints.mailing, { params: { id } }),
    refetchInterval: (query) => {
      const data = query.state.data;
      const moving = data && (data.state === 'waiting' || data.state === 'enqueuing' || data.queued > 0);
      return moving ? 2000 : false;
    },
    ...fresh,
  });
}

export const deletePost = (id: number) => fetchApi(devDiaryEndpoints.remove, { params: { id } });
