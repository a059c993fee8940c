import type { AppLoadContext } from 'react-router';
import { fighterRepository } from '../../../server/api/fighters/repository';

/** The roster in the same JSON shape as GET /api/fighters. */
export function listFighters(context: AppLoadContext) {
  return fighterRepository(context.db).list({});
}
