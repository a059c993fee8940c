import type { Endpoint } from '@contracts/endpoints/endpoint';
import type { ReorderInput } from '@contracts/faq';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { fetchApi } from '~/lib/api-client';
import { moveAndRenumber, reorderBody } from './reorder';

type Orderable = { id: number; order: number };

/**
 * Move up/down for a hand-ordered list (chapters, FAQs). The new order shows at once; if the
 * server refuses it, the list is reloaded from the server (docs/back-office-screens.md §4). Answers `move`,
 * which does nothing at either end of the list.
 */
export function useReorder<T extends Orderable>({
  endpoint,
  listKey,
  invalidateKey,
  failureText,
}: {
  /** The resource's PUT …/reorder, taking { items: [{ id, order }] }. */
  endpoint: Endpoint<'PUT', string, T[], ReorderInput, undefined>;
  /** The staff list shown on screen, updated before the server answers. */
  listKey: QueryKey;
  /** Refetched once the save settles, so the public pages get the new order too. */
  invalidateKey: QueryKey;
  failureText: (error: Error) => string;
}) {
  const queryClient = useQueryClient();
  const reorder = useMutation({
    mutationFn: (ordered: T[]) => fetchApi(endpoint, { body: reorderBody(ordered) }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData(listKey, ordered);
    },
    onError: (error) => {
      toast.error(failureText(error));
      return queryClient.invalidateQueries({ queryKey: listKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidateKey }),
  });

  return (items: readonly T[], index: number, direction: -1 | 1) => {
    const ordered = moveAndRenumber(items, index, direction);
    if (ordered) reorder.mutate(ordered);
  };
}
