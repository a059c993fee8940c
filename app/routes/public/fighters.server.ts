import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { toFighterSummary } from '~/features/fighters/fighter-summary';
import { fighterResource } from '../../../server/resources/fighters';
import { cachedVisitorList } from './visitor-list.server';

/**
 * Every fighter with its abilities, as GET /api/fighters?locale= answers a visitor (roles and bios
 * in the page's locale); shared between renders.
 */
export const readRoster = (context: AppLoadContext, locale: Locale) =>
  cachedVisitorList(context, fighterResource, 'fighters', locale, {});

/** The roster as the grid shows it: GET /api/fighters without bios and ability texts. */
export async function listFighterSummaries(context: AppLoadContext, locale: Locale) {
  return (await readRoster(context, locale)).map(toFighterSummary);
}
