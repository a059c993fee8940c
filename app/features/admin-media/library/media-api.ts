import { mediaEndpoints } from '@contracts/endpoints/media';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdateAndRemove } from '~/features/admin-shared/use-resource-writes';
import { useStaffPage } from '~/features/admin-shared/staff-queries';
import { adminQueryKeys } from '~/features/admin-shared/admin-query-keys';
import { type MediaView, mediaUrl } from './media-filters';

/** One page of the library, newest first, searched and counted by the server. */
export function useMediaPage(view: MediaView) {
  const params = mediaUrl.pageQuery(view);
  return useStaffPage(adminQueryKeys.mediaPage(params), mediaEndpoints.list, params);
}

/** Describe and delete; each reloads the library. Errors carry the server's text. */
export function useMediaMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.media });
  const { update, remove } = useUpdateAndRemove(
    { update: mediaEndpoints.describe, remove: mediaEndpoints.remove },
    reload,
  );
  return { reload, describe: update, remove };
}
