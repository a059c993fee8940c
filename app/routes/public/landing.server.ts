import type { AppLoadContext } from 'react-router';
import { toFighterSummary } from '~/features/fighters/fighter-summary';
import { aboutRepository } from '../../../server/data/about';
import { gameModeRepository } from '../../../server/data/game-modes';
import { readRoster } from './fighters.server';

/** Everything the landing page shows, read in parallel, in the JSON shapes of the public API. */
export async function readLanding(context: AppLoadContext) {
  const [gameModes, about, fighters] = await Promise.all([
    context.cachedRead('active-game-modes', () => gameModeRepository(context.db).list({ active: true })),
    context.cachedRead('about', () => aboutRepository(context.db).find()),
    readRoster(context),
  ]);
  // The hero shows names, roles and clips only: no bios or abilities in the page.
  return { gameModes, about: about?.isActive ? about : null, fighters: fighters.map(toFighterSummary) };
}
