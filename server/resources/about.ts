import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { aboutRepository } from '../data/about';

/**
 * The About page as a visitor reads it (docs/decisions/0046): null when it was never written or is
 * inactive (a draft staff still load to edit and preview). `GET /api/about` and the pages read it here.
 */
export async function readAboutForVisitors(db: Kysely<Database>) {
  const about = await aboutRepository(db).find();
  return about?.isActive ? about : null;
}
