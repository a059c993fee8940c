import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { MAX_ROW_ID } from '../../../contracts/common';
import { fighterHistoryRepository } from '../../../server/data/fighter-history';
import { fighterResource } from '../../../server/resources/fighters';
import { listFighterSummaries } from './fighters.server';

/**
 * The fighter (undefined when missing), the roster it pages through (as summaries: the pager
 * needs names, not every bio) and its patch history as a visitor sees it (links to published
 * posts only), read together; the fighter and the roster in the page's locale.
 */
export async function readFighterPage(context: AppLoadContext, id: number | null, locale: Locale) {
  // An id past the id column's range names no fighter (and PostgreSQL would refuse the lookup).
  const known = id !== null && id <= MAX_ROW_ID;
  const lookup = known
    ? fighterResource.findForVisitorsIn(context.db, id, locale, context.locales.default)
    : undefined;
  const history = known ? fighterHistoryRepository(context.db).list(id, 'public') : [];
  const roster = listFighterSummaries(context, locale);
  const [fighter, summaries, entries] = await Promise.all([lookup, roster, history]);
  return { fighter: fighter ?? null, fighters: summaries, history: fighter ? entries : [] };
}
