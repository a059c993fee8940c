import { msg } from '@lingui/core/macro';
import { MailLinkAction } from '~/features/newsletter/mail-link-action';
import { mailLinkHeaders, mailLinkMeta } from '~/features/newsletter/mail-link-page';
import { mailLinkAction } from '~/features/newsletter/mail-link.server';
import { i18nOf, siteOf } from '~/components/layout/site-meta';
import type { Route } from './+types/newsletter-unsubscribe';

export const headers: Route.HeadersFunction = mailLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  mailLinkMeta(i18nOf(matches)._(msg`Unsubscribe`), siteOf(matches), matches);

/** The page's button, and mail clients' one-click unsubscribe (RFC 8058) to the same address. */
export async function action({ request, context }: Route.ActionArgs) {
  return mailLinkAction('unsubscribe', request, context);
}

export default function NewsletterUnsubscribePage({ actionData }: Route.ComponentProps) {
  return <MailLinkAction kind="unsubscribe" result={actionData} />;
}
