import { gameModeEndpoints } from '@contracts/endpoints/game-modes';
import { inputOf } from '@contracts/common';
import { type GameMode, type GameModeInput, gameModeInputSchema } from '@contracts/game-mode';
import { contentResource } from '~/features/admin-shared/content-resource';
import { queryKeys } from '~/lib/query-keys';

/** Every write clears the landing page's entry as well as the staff list (inactive modes too). */
export const gameModeResource = contentResource<GameMode, GameModeInput>({
  endpoints: gameModeEndpoints,
  names: { title: 'Game Mode', one: 'game mode', many: 'game modes', done: 'Game mode' },
  translatable: { name: 'line', subtitle: 'line', description: 'text' },
  invalidateKey: queryKeys.gameModes,
});

/** The stored mode as the body of PUT /api/game-modes/{id} (the whole mode is replaced). */
export function toGameModeInput(mode: GameMode): GameModeInput {
  return inputOf(gameModeInputSchema, mode);
}
