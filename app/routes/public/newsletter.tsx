import { Mail } from 'lucide-react';
import { pageMeta } from '~/components/layout/site-meta';
import { NewsletterSignup } from '~/features/newsletter/newsletter-signup';
import { newsletterSignUpAction } from '~/features/newsletter/signup.server';
import type { Route } from './+types/newsletter';

/** A form's answer, not content: never indexed; an answer to a post is never stored (its action says so). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set('X-Robots-Tag', 'noindex');
  return headers;
};

export const meta: Route.MetaFunction = () => [
  ...pageMeta({ title: 'Newsletter', description: 'Sign up for the Blood & Mayhem newsletter.' }),
  { name: 'robots', content: 'noindex' },
];

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
        <Mail aria-hidden="true" className="mx-auto size-10 text-blood-500" />
        <h1 className="mt-3 text-center font-display text-3xl font-black tracking-wide text-bone-50 sm:text-4xl">
          Newsletter
        </h1>
        <div
          aria-hidden="true"
          className="mx-auto mt-4 h-0.5 w-24 bg-gradient-to-r from-transparent via-blood-500 to-transparent"
        />
        <p className="mt-6 mb-6 text-center text-bone-300">
          News from the arena, new fighters and dev diaries, straight to your inbox.
        </p>
        <NewsletterSignup result={actionData} />
      </div>
    </div>
  );
}
