import { MailLinkAction } from '~/features/newsletter/mail-link-action';
import { mailLinkHeaders, mailLinkMeta } from '~/features/newsletter/mail-link-page';
import { mailLinkAction } from '~/features/newsletter/mail-link.server';
import { siteOf } from '~/components/layout/site-meta';
import type { Route } from './+types/newsletter-confirm';

export const headers: Route.HeadersFunction = mailLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  mailLinkMeta('Confirm your subscription', siteOf(matches));

export async function action({ request, context }: Route.ActionArgs) {
  return mailLinkAction('confirm', request, context);
}

export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  return <MailLinkAction kind="confirm" result={actionData} />;
}
