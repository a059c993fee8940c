import { type AppLoadContext, data } from 'react-router';
import { pageFormMessages } from '~/lib/form-messages.server';
import { pageLocale } from '~/lib/page-locale.server';
import { NO_STORE, UNREADABLE_FORM, readPageForm } from '~/lib/page-form.server';
import type { SignupResult } from './use-newsletter-signup';

/**
 * `/newsletter`'s action (and `/fr/newsletter`'s…): the footer's form posted by the browser. It signs
 * up through the same pipeline as POST /api/subscribers (server/forms/newsletter-signup.ts), in the
 * page's locale, and answers the page the form then shows.
 */
export async function newsletterSignUpAction(request: Request, context: AppLoadContext) {
  // The page shows the refusal under the address, in its own language.
  const worded = await pageFormMessages(request, context);
  const refused = (error: string, email: string, status = 400) =>
    data<SignupResult>({ error: worded(error), email }, { status, headers: NO_STORE });
  const form = await readPageForm(request);
  if (!form) return refused(UNREADABLE_FORM, '');
  const typed = form.get('email');
  const email = typeof typed === 'string' ? typed : '';
  // The page's locale is its address's (/fr/newsletter): a segment the site does not serve reads as
  // the default, as the page itself does, so the form a visitor saw is never refused for it.
  const locale = pageLocale(request, context);
  const answer = await context.forms.newsletterSignup.submit(
    { email: typed ?? undefined, source: 'website', locale },
    { ip: context.clientIp },
  );
  if (answer.ok) return data<SignupResult>({ status: answer.data.status }, { headers: NO_STORE });
  // The field's own message, as the form shows it under the address.
  return refused(answer.issues[0]?.message ?? answer.message, email, answer.status);
}
