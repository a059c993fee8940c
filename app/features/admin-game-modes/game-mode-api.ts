import type { GameMode, GameModeInput } from '@contracts/game-mode';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** Staff see inactive modes too, so the list has its own key under the public one. */
const adminKey = [...queryKeys.gameModes, 'admin'] as const;

export function useAdminGameModes() {
  return useQuery({
    queryKey: adminKey,
    queryFn: () => unwrap(api.get<GameMode[]>('/api/game-modes')),
    staleTime: 0,
    retry: 1,
  });
}

/** The stored mode as the body of PUT /api/game-modes/{id} (the whole mode is replaced). */
export function toGameModeInput(mode: GameMode): GameModeInput {
  return {
    name: mode.name,
    subtitle: mode.subtitle,
    description: mode.description,
    platform: mode.platform,
    status: mode.status,
    featured: mode.featured,
    imageUrl: mode.imageUrl,
    videoUrl: mode.videoUrl,
    linkUrl: mode.linkUrl,
    order: mode.order,
    isActive: mode.isActive,
  };
}

/** Every write clears the landing page's entry as well as this list. */
export function useGameModeMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: queryKeys.gameModes });
  return {
    create: useMutation({
      mutationFn: (input: GameModeInput) => unwrap(api.post<GameMode>('/api/game-modes', input)),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: GameModeInput }) =>
        unwrap(api.put<GameMode>(`/api/game-modes/${id}`, input)),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => unwrap(api.delete<{ id: number }>(`/api/game-modes/${id}`)),
      onSuccess,
    }),
  };
}
