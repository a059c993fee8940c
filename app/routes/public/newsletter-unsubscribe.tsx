import { pageMeta } from '~/components/layout/site-meta';
import { MailLinkAction } from '~/features/newsletter/mail-link-action';
import { mailLinkAction } from '~/features/newsletter/mail-link.server';
import type { Route } from './+types/newsletter-unsubscribe';

/**
 * Opened from a mailed link that carries a personal token: never stored by the page cache or a
 * CDN, never indexed, and the token is not sent on as a referrer to anyone else. `same-origin`
 * rather than `no-referrer`: under the latter the browser sends its button's form with
 * `Origin: null`, which the router refuses as a cross-site post.
 */
export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'same-origin',
});

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: 'Unsubscribe', description: 'Blood & Mayhem newsletter' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

/** The page's button, and mail clients' one-click unsubscribe (RFC 8058) to the same address. */
export async function action({ request, context }: Route.ActionArgs) {
  return mailLinkAction('unsubscribe', request, context);
}

export default function NewsletterUnsubscribePage({ actionData }: Route.ComponentProps) {
  return <MailLinkAction kind="unsubscribe" result={actionData} />;
}
