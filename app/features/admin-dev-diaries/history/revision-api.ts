import type { DevDiaryRevision } from '@contracts/dev-diary-revision';
import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

const revisionsKey = adminQueryKeys.devDiaryRevisions;

/** The post's earlier versions, newest first; always fetched afresh (another editor may have saved). */
export function useRevisions(postId: number) {
  return useQuery({
    queryKey: revisionsKey(postId),
    queryFn: () => fetchApi(devDiaryEndpoints.revisions, { params: { id: postId } }),
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
      fetchApi(devDiaryEndpoints.restore, { params: { id: postId, revisionId: revision.id }, body: {} }),
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
