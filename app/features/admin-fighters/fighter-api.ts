import type { Fighter, FighterInput } from '@contracts/fighter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/**
 * The roster as the back office sees it. It shares the public key on purpose: a change made here
 * clears the list and the profile pages the public site reads.
 */
export function useAdminFighters() {
  return useQuery({
    queryKey: queryKeys.fighters,
    queryFn: () => unwrap(api.get<Fighter[]>('/api/fighters')),
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
  const create = useMutation({
    mutationFn: (input: FighterInput) => unwrap(api.post<Fighter>('/api/fighters', input)),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: number; input: FighterInput }) =>
      unwrap(api.put<Fighter>(`/api/fighters/${id}`, input)),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/fighters/${id}`)),
    onSuccess,
  });
  return { create, update, remove };
}
