import type { AppLoadContext } from 'react-router';
import { MAX_ROW_ID } from '../../../contracts/common';
import { fighterRepository } from '../../../server/api/fighters/repository';
import { readRoster } from './fighters.server';

/** The fighter (undefined when missing) and the roster it pages through, read together. */
export async function readFighterPage(context: AppLoadContext, id: number | null) {
  const fighters = fighterRepository(context.db);
  // An id past the id column's range names no fighter (and PostgreSQL would refuse the lookup).
  const lookup = id === null || id > MAX_ROW_ID ? undefined : fighters.find(id);
  const [fighter, roster] = await Promise.all([lookup, readRoster(context)]);
  return { fighter: fighter ?? null, fighters: roster };
}
