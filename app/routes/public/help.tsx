import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import { FeedbackForm } from '~/features/feedback/feedback-form';
import { FeedbackTips } from '~/features/feedback/feedback-tips';
import { siteOrigin } from '~/components/layout/site-meta';
import { staticPageMeta } from '~/components/layout/static-page-meta';
import { actionHeaders } from '~/lib/page-form.server';
import type { Route } from './+types/help';
import { sendFeedback } from './help.server';
import { IconTitle } from '~/components/ui/page-title';

const DESCRIPTION = msg`Found a bug or have an idea? Send the Blood & Mayhem team your feedback, with screenshots or clips if you have them.`;

/** Only the origin, for absolute og:image URLs: the form itself needs no data. */
export function loader({ context, request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request, context.publicUrl) };
}

/** The feedback form, when the browser posts it itself. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendFeedback(request, context);
}

export const headers = actionHeaders;

export async function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = staticPageMeta({
  title: msg`Help us improve`,
  description: DESCRIPTION,
  path: '/help',
});

export default function HelpPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="mb-10 text-center">
        <IconTitle icon={MessageSquareText} size="page">
          <Trans>Help us improve</Trans>
        </IconTitle>
        <p className="mx-auto mt-4 max-w-2xl text-bone-300">
          <Trans>Bugs, balance, ideas: tell us what you think. Every submission is read by the team.</Trans>
        </p>
      </header>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div
          id="feedback"
          className="scroll-mt-24 rounded-lg border border-ink-700 bg-ink-900/80 p-6 shadow-lg shadow-black/40 sm:p-8"
        >
          <FeedbackForm result={actionData} />
        </div>
        <FeedbackTips />
      </div>
    </div>
  );
}
