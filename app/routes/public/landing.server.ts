import type { AppLoadContext } from 'react-router';
import { toFighterSummary } from '~/features/fighters/fighter-summary';
import { gameModeResource } from '../../../server/resources/game-modes';
import { readPublishedAbout } from './about.server';
import { readRoster } from './fighters.server';

/** Everything the landing page shows, read in parallel, as the public API answers a visitor. */
export async function readLanding(context: AppLoadContext) {
  const [gameModes, about, fighters] = await Promise.all([
    context.cachedRead('active-game-modes', () => gameModeResource.listForVisitors(context.db, {})),
    readPublishedAbout(context),
    readRoster(context),
  ]);
  // The hero shows names, roles and clips only: no bios or abilities in the page.
  return { gameModes, about, fighters: fighters.map(toFighterSummary) };
}
