import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { faqRepository } from '../../../server/api/faqs/repository';

/** The support page's FAQ: published ones only, in their set order (same JSON as GET /api/faqs). */
export function listPublishedFaqs(db: Kysely<Database>) {
  return faqRepository(db).list({ published: true });
}
