import type { AppLoadContext } from 'react-router';
import { readAboutForVisitors } from '../../../server/resources/about';

/** The About content as GET /api/about answers a visitor: null when inactive or never written. */
export function readPublishedAbout(context: AppLoadContext) {
  return context.cachedRead('about', () => readAboutForVisitors(context.db));
}
