import type { AppLoadContext } from 'react-router';
import { toFighterSummary } from '~/features/fighters/fighter-summary';
import { fighterResource } from '../../../server/resources/fighters';

/** Every fighter with its abilities, as GET /api/fighters answers a visitor; shared between renders. */
export const readRoster = (context: AppLoadContext) =>
  context.cachedRead('fighters', () => fighterResource.listForVisitors(context.db, {}));

/** The roster as the grid shows it: GET /api/fighters without bios and ability texts. */
export async function listFighterSummaries(context: AppLoadContext) {
  return (await readRoster(context)).map(toFighterSummary);
}
