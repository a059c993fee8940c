import { queryOptions } from '@tanstack/react-query';
import type { GameMode } from '@contracts/game-mode';
import { gameModeEndpoints } from '@contracts/endpoints/game-modes';
import { fetchApi } from '~/lib/api-client';
import { queryKeys } from '~/lib/query-keys';

/** The landing page's game cards (GET /api/game-modes answers visitors with the active ones). */
export const gameModesQuery = () =>
  queryOptions({
    queryKey: queryKeys.gameModes,
    queryFn: () => fetchApi(gameModeEndpoints.list),
  });

/** Staff share the cache entry and also get inactive modes: visitors see active ones, in order. */
export const visibleGameModes = (modes: GameMode[]) =>
  modes.filter((mode) => mode.isActive).sort((a, b) => a.order - b.order || a.id - b.id);
