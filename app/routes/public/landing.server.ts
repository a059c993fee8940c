import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { toFighterSummary } from '~/features/fighters/fighter-summary';
import { gameModeResource } from '../../../server/resources/game-modes';
import { cachedVisitorList } from './visitor-list.server';
import { readPublishedAbout } from './about.server';
import { readRoster } from './fighters.server';

/**
 * Everything the landing page shows, read in parallel, as the public API answers a visitor: the
 * game modes, the fighters' roles and the About text in the page's locale.
 */
export async function readLanding(context: AppLoadContext, locale: Locale) {
  const [gameModes, about, fighters] = await Promise.all([
    cachedVisitorList(context, gameModeResource, 'active-game-modes', locale, {}),
    readPublishedAbout(context, locale),
    readRoster(context, locale),
  ]);
  // The hero shows names, roles and clips only: no bios or abilities in the page.
  return { gameModes, about, fighters: fighters.map(toFighterSummary) };
}
