import type { Chapter, ChapterInput } from '@contracts/chapter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useReorder } from '~/features/admin-shared/use-reorder';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Staff see inactive chapters too, so the list has its own key under the public one. */
export const chapterAdminKey = [...queryKeys.chapters, 'admin'] as const;

export function useAdminChapters() {
  return useQuery({
    queryKey: chapterAdminKey,
    queryFn: () => unwrap(api.get<Chapter[]>('/api/chapters')),
    staleTime: 0,
    retry: 1,
  });
}

export function toChapterInput(chapter: Chapter): ChapterInput {
  return {
    title: chapter.title,
    subtitle: chapter.subtitle,
    description: chapter.description,
    videoSrc: chapter.videoSrc,
    order: chapter.order,
    isActive: chapter.isActive,
  };
}

/** Every write clears the story page's entry too, so /blood-message plays the change. */
export function useChapterMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.chapters });
  return {
    create: useMutation({
      mutationFn: (input: ChapterInput) => unwrap(api.post<Chapter>('/api/chapters', input)),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: ChapterInput }) =>
        unwrap(api.put<Chapter>(`/api/chapters/${id}`, input)),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/chapters/${id}`)),
      onSuccess,
    }),
    move: useReorder<Chapter>({
      path: '/api/chapters/reorder',
      listKey: chapterAdminKey,
      invalidateKey: queryKeys.chapters,
      failureText: () => 'Failed to save new order',
    }),
  };
}
