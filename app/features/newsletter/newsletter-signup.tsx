import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { clsx } from 'clsx';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { fieldClasses } from '~/components/ui/input';
import { usePageLocale } from '~/lib/use-page-locale';
import { type SignupResult, useNewsletterSignup } from './use-newsletter-signup';

/**
 * The footer's newsletter form (docs/public-screens.md §4, §5, §8). Before the app has started, or without
 * scripts, the browser posts it to `/newsletter`, whose action signs up and shows `result`; with
 * the app, it is sent through the API in place (toasts, the 5 s panel).
 */
export function NewsletterSignup({ result }: { result?: SignupResult }) {
  const { form, status, error, submit, submitting, canSend, refusedEmail } = useNewsletterSignup(result);
  const { t } = useLingui();
  const { localize } = usePageLocale();
  const inputId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  // The form the visitor was in disappears: move focus to what replaced it.
  useEffect(() => {
    if (status === 'subscribed' || status === 'pending') panelRef.current?.focus();
  }, [status]);

  if (status === 'subscribed' || status === 'pending') {
    return (
      <div
        ref={panelRef}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-sm border border-blood-700/70 bg-blood-900/30 p-4 animate-fade-in focus:outline-none"
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-blood-600 text-bone-50">
          <Check aria-hidden="true" className="size-4" />
        </span>
        <div>
          <p className="font-display font-bold tracking-wide text-bone-50">
            <Trans>Thank you for subscribing!</Trans>
          </p>
          <p className="mt-1 text-sm text-bone-300">
            {status === 'pending' ? (
              <Trans>Please check your inbox: we sent you a link to confirm your subscription.</Trans>
            ) : (
              <Trans>You'll receive updates about the game's latest news and announcements.</Trans>
            )}
          </p>
        </div>
      </div>
    );
  }

  return (
    // Not `noValidate`: before the app starts, `required` and the email type are the only checks.
    <form
      {...form.formProps}
      noValidate={false}
      method="post"
      action={localize('/newsletter')}
      onSubmit={submit}
    >
      <FormField id={inputId} label={t`Email address`} labelHidden error={error}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              {...form.field('email')}
              className={clsx(fieldClasses, 'h-11 rounded-sm sm:flex-1')}
              type="email"
              required
              autoComplete="email"
              placeholder={t`Enter your email`}
              defaultValue={refusedEmail}
              disabled={submitting}
            />
            {/* Enabled in the server's page: an empty field is refused by `required`. */}
            <Button type="submit" disabled={!canSend} size="tall" shape="display">
              {submitting ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {submitting ? <Trans>Subscribing...</Trans> : <Trans>Subscribe</Trans>}
            </Button>
          </div>
        )}
      </FormField>
    </form>
  );
}
