import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { useReorder } from './use-reorder';

type Stored = { id: number; order: number };

/**
 * The staff list and the writes of one piece of ordered site content (chapters, FAQs, game modes)
 * served at `path`. Every write clears `invalidateKey`, which holds the public page's entry too.
 */
export function contentResource<T extends Stored, Input>({
  path,
  listKey,
  invalidateKey,
  reorderFailureText = () => 'Failed to save new order',
}: {
  path: string;
  /** Staff see drafts too, so their list has its own key. */
  listKey: QueryKey;
  invalidateKey: QueryKey;
  reorderFailureText?: (error: Error) => string;
}) {
  function useList() {
    return useQuery({
      queryKey: listKey,
      queryFn: () => unwrap(api.get<T[]>(path)),
      staleTime: 0,
      retry: 1,
    });
  }

  function useWrites() {
    const queryClient = useQueryClient();
    const onSuccess = () => queryClient.invalidateQueries({ queryKey: invalidateKey });
    return {
      create: useMutation({
        mutationFn: (input: Input) => unwrap(api.post<T>(path, input)),
        onSuccess,
      }),
      update: useMutation({
        mutationFn: ({ id, input }: { id: number; input: Input }) =>
          unwrap(api.put<T>(`${path}/${id}`, input)),
        onSuccess,
      }),
      remove: useMutation({
        mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`${path}/${id}`)),
        onSuccess,
      }),
    };
  }

  /** Move up/down, saved at `${path}/reorder`. */
  function useMove() {
    return useReorder<T>({
      path: `${path}/reorder`,
      listKey,
      invalidateKey,
      failureText: reorderFailureText,
    });
  }

  return { useList, useWrites, useMove };
}
