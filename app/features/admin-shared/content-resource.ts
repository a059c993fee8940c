import type { contentEndpoints } from '@contracts/endpoints/content-endpoints';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestEndpoint, unwrap } from '~/lib/api-client';
import type { ContentNames } from './content-names';
import { useCreate, useUpdateAndRemove } from './use-resource-writes';
import { useReorder } from './use-reorder';

type Stored = { id: number; order: number };
type Endpoints<T, Input> = ReturnType<ReturnType<typeof contentEndpoints<T, Input>>>;

/**
 * The staff list and the writes of one piece of ordered site content (chapters, FAQs, game modes)
 * served at `endpoints` (contracts/endpoints/content-endpoints.ts). Every write clears `invalidateKey`, which holds the public page's entry too.
 */
export function contentResource<T extends Stored, Input>({
  endpoints,
  names,
  invalidateKey,
  listKey = [...invalidateKey, 'admin'],
  reorderFailureText = () => 'Failed to save new order',
}: {
  endpoints: Endpoints<T, Input>;
  /** How the screens, dialogs and toasts name it. */
  names: ContentNames;
  invalidateKey: QueryKey;
  /** Staff see drafts too, so their list has its own key: the public one and 'admin' unless told. */
  listKey?: QueryKey;
  reorderFailureText?: (error: Error) => string;
}) {
  function useList() {
    return useQuery({
      queryKey: listKey,
      queryFn: () => unwrap(requestEndpoint<T[]>(endpoints.list)),
      staleTime: 0,
      retry: 1,
    });
  }

  function useWrites() {
    const queryClient = useQueryClient();
    const onSuccess = () => queryClient.invalidateQueries({ queryKey: invalidateKey });
    return { create: useCreate(endpoints.create, onSuccess), ...useUpdateAndRemove(endpoints, onSuccess) };
  }

  /** Move up/down, saved through the reorder endpoint. */
  function useMove() {
    return useReorder<T>({
      endpoint: endpoints.reorder,
      listKey,
      invalidateKey,
      failureText: reorderFailureText,
    });
  }

  return { names, useList, useWrites, useMove };
}
