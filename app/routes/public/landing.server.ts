import type { AppLoadContext } from 'react-router';
import { aboutRepository } from '../../../server/api/about/repository';
import { fighterRepository } from '../../../server/api/fighters/repository';
import { gameModeRepository } from '../../../server/api/game-modes/repository';

/** Everything the landing page shows, read in parallel, in the JSON shapes of the public API. */
export async function readLanding(context: AppLoadContext) {
  const [gameModes, about, fighters] = await Promise.all([
    gameModeRepository(context.db).list({ active: true }),
    aboutRepository(context.db).find(),
    fighterRepository(context.db).list({}),
  ]);
  return { gameModes, about: about?.isActive ? about : null, fighters };
}
