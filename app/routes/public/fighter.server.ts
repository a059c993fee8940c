import type { AppLoadContext } from 'react-router';
import { fighterRepository } from '../../../server/api/fighters/repository';

/** The fighter (undefined when missing) and the roster it pages through, read together. */
export async function readFighterPage(context: AppLoadContext, id: number | null) {
  const fighters = fighterRepository(context.db);
  const [fighter, roster] = await Promise.all([id === null ? undefined : fighters.find(id), fighters.list({})]);
  return { fighter: fighter ?? null, fighters: roster };
}
