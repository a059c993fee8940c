import type { AppLoadContext } from 'react-router';
import type { Locale } from '@contracts/locales';
import { supportMessageInputSchema } from '@contracts/support-message';
import { pageFormMessages } from '~/lib/form-messages.server';
import { UNREADABLE_FORM, pageAnswer, readPageForm, refused, textFields } from '~/lib/page-form.server';
import { faqResource } from '../../../server/resources/faqs';
import { cachedVisitorList } from './visitor-list.server';

/**
 * The support page's FAQ as GET /api/faqs?locale= answers a visitor: the published ones in their
 * set order, in the page's locale.
 */
export function listPublishedFaqs(context: AppLoadContext, locale: Locale) {
  return cachedVisitorList(context, faqResource, 'published-faqs', locale, {});
}

/** The contact form's fields, as the contract names them. */
const CONTACT_FIELDS = supportMessageInputSchema.keyof().options;

/**
 * The contact form posted by the browser (before the app has started, or without scripts): the
 * same pipeline as POST /api/support-messages (server/forms/contact.ts), its answer shown on the page.
 */
export async function sendContactMessage(request: Request, context: AppLoadContext) {
  const form = await readPageForm(request);
  const worded = await pageFormMessages(request, context);
  if (!form) return refused(400, {}, { error: worded(UNREADABLE_FORM) });
  const values = textFields(form, CONTACT_FIELDS);
  const answer = await context.forms.contact.submit(values, { ip: context.clientIp });
  return pageAnswer(answer, values, CONTACT_FIELDS, worded);
}
