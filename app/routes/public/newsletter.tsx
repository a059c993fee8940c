import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { i18nOf, pageMeta } from '~/components/layout/site-meta';
import { NewsletterSignup } from '~/features/newsletter/newsletter-signup';
import { newsletterSignUpAction } from '~/features/newsletter/signup.server';
import type { Route } from './+types/newsletter';
import { IconTitle } from '~/components/ui/page-title';

/** A form's answer, not content: never indexed; an answer to a post is never stored (its action says so). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set('X-Robots-Tag', 'noindex');
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = i18nOf(matches);
  return [
    ...pageMeta({
      matches,
      title: i18n._(msg`Newsletter`),
      description: i18n._(msg`Sign up for the Blood & Mayhem newsletter.`),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterSignUpAction(request, context);
}

/**
 * Where the footer's form lands when the browser sends it (before the app has started, or without
 * scripts): the thank-you panel or the error, with the form to try again.
 */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="rounded-lg border border-ink-700 bg-ink-900/80 p-6 shadow-lg shadow-black/40 sm:p-10">
        <IconTitle icon={Mail} size="panel" className="text-center">
          <Trans>Newsletter</Trans>
        </IconTitle>
        <p className="mt-6 mb-6 text-center text-bone-300">
          <Trans>News from the arena, new fighters and dev diaries, straight to your inbox.</Trans>
        </p>
        <NewsletterSignup result={actionData} />
      </div>
    </div>
  );
}
