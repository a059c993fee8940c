import type { AppLoadContext } from 'react-router';
import { supportMessageInputSchema } from '@contracts/support-message';
import { CONTACT_FIELDS } from '~/features/support/contact-form';
import { UNREADABLE_FORM, parseFields, readPageForm, refused, sent } from '~/lib/page-form.server';
import { faqRepository } from '../../../server/data/faqs';
import { supportMessageRepository } from '../../../server/data/support-messages';

/** The support page's FAQ: published ones only, in their set order (same JSON as GET /api/faqs). */
export function listPublishedFaqs(context: AppLoadContext) {
  return context.cachedRead('published-faqs', () => faqRepository(context.db).list({ published: true }));
}

/**
 * The contact form posted by the browser (before the app has started, or without scripts): checked
 * by the API's contract and stored as POST /api/support-messages stores it.
 */
export async function sendContactMessage(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request);
  if (!form) return refused(400, {}, { error: UNREADABLE_FORM });
  const parsed = parseFields(supportMessageInputSchema, form, CONTACT_FIELDS);
  if (parsed.refusal) return parsed.refusal;
  await supportMessageRepository(context.db).create(parsed.data);
  return sent();
}
