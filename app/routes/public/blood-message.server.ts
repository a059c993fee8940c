import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { chapterRepository } from '../../../server/api/chapters/repository';

/** The story's chapters: the active ones in their set order (same JSON as GET /api/chapters). */
export function listActiveChapters(db: Kysely<Database>) {
  return chapterRepository(db).list({ active: true });
}
