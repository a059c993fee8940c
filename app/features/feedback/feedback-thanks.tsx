import { Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { usePageLocale } from '~/lib/use-page-locale';

// The brand is never translated.
const brand = 'Blood & Mayhem';

/**
 * Shown after a successful submission; Submit Another brings back the cleared form. Without the
 * app its form opens the help page afresh.
 */
export function FeedbackThanks({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { localize } = usePageLocale();
  // The form the visitor was in is gone: move focus to the outcome.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center rounded-lg border border-emerald-800 bg-emerald-950/30 px-6 py-14 text-center animate-fade-in">
      <CircleCheck aria-hidden="true" className="size-14 text-emerald-400" />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-display text-2xl font-bold text-bone-50 focus:outline-none"
      >
        <Trans>Thank You!</Trans>
      </h2>
      <p className="mt-3 max-w-md text-bone-300">
        <Trans>
          Your feedback has been received. Every report is read by someone on the team, and it helps us make{' '}
          {brand} better.
        </Trans>
      </p>
      <form method="get" action={localize('/help')}>
        <Button
          type="submit"
          className="mt-8"
          onClick={(event) => {
            event.preventDefault();
            onSubmitAnother();
          }}
        >
          <Trans>Submit Another</Trans>
        </Button>
      </form>
    </div>
  );
}
