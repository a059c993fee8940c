import type { AppLoadContext } from 'react-router';
import { aboutRepository } from '../../../server/data/about';

/** The About content as GET /api/about answers a visitor: null when inactive or never written. */
export async function readPublishedAbout(context: AppLoadContext) {
  const about = await context.cachedRead('about', () => aboutRepository(context.db).find());
  return about?.isActive ? about : null;
}
