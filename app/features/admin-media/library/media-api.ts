import type { MediaItem, MediaUpdateInput } from '@contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { useStaffPage } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type MediaView, mediaUrl } from './media-filters';

/** One page of the library, newest first, searched and counted by the server. */
export function useMediaPage(view: MediaView) {
  const params = mediaUrl.pageQuery(view);
  return useStaffPage<MediaItem>(adminQueryKeys.mediaPage(params), '/api/media', params);
}

/** Describe and delete; each reloads the library. Errors carry the server's text. */
export function useMediaMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.media });
  return {
    reload,
    describe: useMutation({
      mutationFn: ({ id, input }: { id: number; input: MediaUpdateInput }) =>
        unwrap(api.put<MediaItem>(`/api/media/${id}`, input)),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/media/${id}`)),
      onSuccess: reload,
    }),
  };
}
