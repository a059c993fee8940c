import type { GameMode, GameModeInput, gameModeListQuery } from '../game-mode';
import { contentEndpoints } from './content-endpoints';

export const gameModeEndpoints = contentEndpoints<GameMode, GameModeInput, typeof gameModeListQuery>()(
  '/api/game-modes',
);
