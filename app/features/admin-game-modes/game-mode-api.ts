import { gameModeEndpoints } from '@contracts/endpoints/game-modes';
import type { GameMode, GameModeInput } from '@contracts/game-mode';
import { contentResource } from '~/features/admin-shared/content-resource';
import { queryKeys } from '~/lib/query-keys';

/** Every write clears the landing page's entry as well as the staff list (inactive modes too). */
export const gameModeResource = contentResource<GameMode, GameModeInput>({
  endpoints: gameModeEndpoints,
  listKey: [...queryKeys.gameModes, 'admin'],
  invalidateKey: queryKeys.gameModes,
});

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
