import type { AppLoadContext } from 'react-router';
import { chapterResource } from '../../../server/resources/chapters';

/** The story's chapters as GET /api/chapters answers a visitor: the active ones in their set order. */
export function listActiveChapters(context: AppLoadContext) {
  return context.cachedRead('active-chapters', () => chapterResource.listForVisitors(context.db, {}));
}
