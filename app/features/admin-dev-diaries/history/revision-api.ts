import type { DevDiary } from '@contracts/dev-diary';
import type { DevDiaryRevision } from '@contracts/dev-diary-revision';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

const revisionsKey = (postId: number) => ['dev-diaries', 'revisions', postId] as const;

/** The post's earlier versions, newest first; always fetched afresh (another editor may have saved). */
export function useRevisions(postId: number) {
  return useQuery({
    queryKey: revisionsKey(postId),
    queryFn: () => unwrap(api.get<DevDiaryRevision[]>(`/api/dev-diaries/${postId}/revisions`)),
    staleTime: 0,
    retry: 1,
  });
}

/**
 * Restores a version. The editor is handed the restored post at once (it re-renders its form from
 * it), and the history reloads: the replaced version is now its newest entry.
 */
export function useRestoreRevision(postId: number, onRestored: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: DevDiaryRevision) =>
      unwrap(api.post<DevDiary>(`/api/dev-diaries/${postId}/revisions/${revision.id}/restore`, {})),
    onSuccess: async (post) => {
      queryClient.setQueryData(queryKeys.devDiary(postId), post);
      onRestored();
      toast.success('Version restored successfully!');
      await queryClient.invalidateQueries({ queryKey: revisionsKey(postId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.devDiaries, refetchType: 'none' });
    },
    onError: (error) => {
      toast.error('Error', { description: error.message || 'Failed to restore this version.' });
    },
  });
}
