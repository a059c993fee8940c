import type { AppLoadContext } from 'react-router';
import { chapterRepository } from '../../../server/data/chapters';

/** The story's chapters: the active ones in their set order (same JSON as GET /api/chapters). */
export function listActiveChapters(context: AppLoadContext) {
  return context.cachedRead('active-chapters', () => chapterRepository(context.db).list({ active: true }));
}
