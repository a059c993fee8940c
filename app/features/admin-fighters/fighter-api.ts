import type { Fighter, FighterInput } from '@contracts/fighter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCreate, useUpdateAndRemove } from '~/features/admin-shared/use-resource-writes';
import { fighterEndpoints } from '@contracts/endpoints/fighters';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * The roster as the back office sees it. It shares the public key on purpose: a change made here
 * clears the list and the profile pages the public site reads.
 */
export function useAdminFighters() {
  return useQuery({
    queryKey: queryKeys.fighters,
    queryFn: () => fetchApi(fighterEndpoints.list),
    // Staff must see the server's state when they open the screen, not a five-minute-old copy.
    staleTime: 0,
    retry: 1,
  });
}

/** The stored fighter as the body of PUT /api/fighters/{id} (the API replaces the whole fighter). */
export function toFighterInput(fighter: Fighter): FighterInput {
  return {
    name: fighter.name,
    role: fighter.role,
    bio: fighter.bio,
    imageUrl: fighter.imageUrl,
    videoUrl: fighter.videoUrl,
    stats: { ...fighter.stats },
    abilities: fighter.abilities.map((ability) => ({ ...ability })),
    featured: fighter.featured,
  };
}

/** Create, update and delete; each clears every fighter entry (list and profiles) on success. */
export function useFighterMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.fighters });
  return {
    create: useCreate(fighterEndpoints.create, onSuccess),
    ...useUpdateAndRemove(fighterEndpoints, onSuccess),
  };
}
