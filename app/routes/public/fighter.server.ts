import type { AppLoadContext } from 'react-router';
import { MAX_ROW_ID } from '../../../contracts/common';
import { fighterHistoryRepository } from '../../../server/data/fighter-history';
import { fighterResource } from '../../../server/resources/fighters';
import { listFighterSummaries } from './fighters.server';

/**
 * The fighter (undefined when missing), the roster it pages through (as summaries: the pager
 * needs names, not every bio) and its patch history as a visitor sees it (links to published
 * posts only), read together.
 */
export async function readFighterPage(context: AppLoadContext, id: number | null) {
  // An id past the id column's range names no fighter (and PostgreSQL would refuse the lookup).
  const known = id !== null && id <= MAX_ROW_ID;
  const lookup = known ? fighterResource.findForVisitors(context.db, id) : undefined;
  const history = known ? fighterHistoryRepository(context.db).list(id, 'public') : [];
  const [fighter, roster, entries] = await Promise.all([lookup, listFighterSummaries(context), history]);
  return { fighter: fighter ?? null, fighters: roster, history: fighter ? entries : [] };
}
