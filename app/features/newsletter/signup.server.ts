import { subscribeInputSchema } from '@contracts/subscriber';
import { type AppLoadContext, data } from 'react-router';
import { NO_STORE, UNREADABLE_FORM, readPageForm, refusal } from '~/lib/page-form.server';
import type { SignupResult } from './use-newsletter-signup';

/**
 * `/newsletter`'s action: the footer's form posted by the browser. It signs up through the same
 * contract and service as POST /api/subscribers, and answers the page the form then shows.
 */
export async function newsletterSignUpAction(request: Request, context: AppLoadContext) {
  const refused = (error: string, email: string, status = 400) =>
    data<SignupResult>({ error, email }, { status, headers: NO_STORE });
  const form = await readPageForm(request);
  if (!form) return refused(UNREADABLE_FORM, '');
  const typed = form.get('email');
  const email = typeof typed === 'string' ? typed : '';
  const parsed = subscribeInputSchema.safeParse({ email: typed ?? undefined, source: 'website' });
  // The API answers a refused body with the first problem the contract names.
  if (!parsed.success) return refused(parsed.error.issues[0]!.message, email);
  try {
    const { status } = await context.newsletter.signUp(parsed.data, context.clientIp);
    return data<SignupResult>({ status }, { headers: NO_STORE });
  } catch (error) {
    const refusedBy = refusal(error);
    if (refusedBy) return refused(refusedBy.message, email, refusedBy.status);
    throw error;
  }
}
