import { devDiaryEndpoints } from '@contracts/endpoints/dev-diaries';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import type { HistoryLabelInput } from '@contracts/fighter-history';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * The public page's key (features/fighters/patch-history-query.ts), restated: importing that module
 * here would split it into a chunk of its own that every public page's route manifest names.
 */
const fighterHistoryKey = (fighterId: number) => [...queryKeys.fighter(fighterId), 'history'] as const;

// Staff must see the server's state when the dialog opens, drafts' links included.
const fresh = { staleTime: 0, retry: 1 } as const;

/** Every entry of one fighter, newest first, as staff see them. */
export function useFighterHistory(fighterId: number) {
  return useQuery({
    queryKey: fighterHistoryKey(fighterId),
    queryFn: () => fetchApi(fighterEndpoints.history, { params: { id: fighterId } }),
    ...fresh,
  });
}

/** How many posts the patch notes picker offers at a time: the newest, or those a search finds. */
export const POST_CHOICES = 20;

/**
 * The posts an entry may link to, drafts too (the patch notes may not be out yet): the newest, or
 * those whose title, author or tags contain `search`. Searched on the server: the diary may hold
 * thousands of posts, and the one wanted is rarely among the newest.
 */
export function usePostChoices(search: string) {
  return useQuery({
    queryKey: [...queryKeys.devDiaries, 'history-choices', search],
    queryFn: async () => {
      const query = { limit: POST_CHOICES, ...(search ? { search } : {}) };
      const posts = await fetchApi(devDiaryEndpoints.list, { query });
      return posts.map(({ id, title, published }) => ({ id, title, published }));
    },
    placeholderData: keepPreviousData,
    ...fresh,
  });
}

/** Labels one entry; the fighter's history is read again, here and on the public page. */
export function useLabelHistory(fighterId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, label }: { entryId: number; label: HistoryLabelInput }) =>
      fetchApi(fighterEndpoints.labelHistory, { params: { id: fighterId, entryId }, body: label }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fighterHistoryKey(fighterId) }),
  });
}
