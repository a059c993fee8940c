import type { GameMode } from '@contracts/game-mode';
import { videoGameData } from '~/components/layout/structured-data.server';

/**
 * The landing page's VideoGame data: the platforms of the active game modes that can be played
 * now (not those coming soon), and the roster.
 */
export function landingGameData(
  origin: string,
  site: { siteName: string; siteDescription: string },
  content: { gameModes: GameMode[]; fighters: Array<{ id: number; name: string }> },
) {
  const platforms = content.gameModes
    .filter((mode) => mode.status === 'Available')
    .map((mode) => mode.platform);
  return videoGameData(origin, {
    name: site.siteName,
    description: site.siteDescription,
    platforms: [...new Set(platforms)],
    fighters: content.fighters,
  });
}
