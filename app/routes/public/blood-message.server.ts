import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { chapterResource } from '../../../server/resources/chapters';
import { cachedVisitorList } from './visitor-list.server';

/**
 * The story's chapters as GET /api/chapters?locale= answers a visitor: the active ones in their
 * set order, in the page's locale.
 */
export function listActiveChapters(context: AppLoadContext, locale: Locale) {
  return cachedVisitorList(context, chapterResource, 'active-chapters', locale, {});
}
