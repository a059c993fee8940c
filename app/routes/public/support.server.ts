import type { AppLoadContext } from 'react-router';
import { faqRepository } from '../../../server/api/faqs/repository';

/** The support page's FAQ: published ones only, in their set order (same JSON as GET /api/faqs). */
export function listPublishedFaqs(context: AppLoadContext) {
  return context.cachedRead('published-faqs', () => faqRepository(context.db).list({ published: true }));
}
