import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscriberEndpoints } from '@contracts/endpoints/subscribers';
import type { SubscribeInput } from '@contracts/subscriber';
import { callApi } from '~/lib/api-client';
import { notify } from '~/lib/notify';
import { usePageLocale } from '~/lib/use-page-locale';
import { queryKeys } from '~/lib/query-keys';
import { inPageLanguage, serverChecked, useSchemaForm } from '~/lib/use-schema-form';

/** docs/public-screens.md §4, §8, §9: messages (rendered with `i18n._`) and the thank-you panel's lifetime. */
export const NEWSLETTER_MESSAGES = {
  success: msg`Successfully subscribed to our newsletter!`,
  failed: msg`Failed to subscribe`,
  thrown: msg`Failed to subscribe. Please try again.`,
} as const;
export const THANK_YOU_MS = 5000;

/** `pending`: mail is on and a confirmation link is on its way (the answer for every address then). */
type Status = 'idle' | 'subscribed' | 'pending';

/**
 * What `/newsletter`'s action answered to the form posted without the app
 * (app/features/newsletter/signup.server.ts): the sign-up's status, or the message and the address.
 */
export type SignupResult = { status: 'pending' | 'active' } | { error: string; email: string };

const statusOf = (result: SignupResult | undefined): Status =>
  !result || 'error' in result ? 'idle' : result.status === 'pending' ? 'pending' : 'subscribed';

const FIELDS = ['email'] as const;

/**
 * The footer signup: idle → submitting → thank-you panel (5 s) or an inline error and a toast. The
 * address is checked by the server alone (its message is the one shown), so the form's schema
 * passes it on as typed. A page that answered the form posted without the app starts where that
 * answer left it.
 */
export function useNewsletterSignup(result?: SignupResult) {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const { locale, locales } = usePageLocale();
  const refused = result && 'error' in result ? result : undefined;
  const form = useSchemaForm({
    fields: FIELDS,
    loadSchema: serverChecked<'email'>,
    initialErrors: refused ? { email: refused.error } : undefined,
    watch: FIELDS,
  });
  const [status, setStatus] = useState<Status>(() => statusOf(result));
  // The address the page's action refused, back in the field until the app sends the form.
  const [refusedEmail, setRefusedEmail] = useState(refused?.email);

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function fail(message: string) {
    form.setError('email', message);
    void notify('error', message);
  }

  // The value is read from the field when the form is sent: a tap that arrives while the app
  // hydrates sends what was typed before it started.
  const submit = form.handleSubmit(async ({ email }) => {
    const trimmed = email.trim();
    if (!trimmed || form.submitting) return;
    try {
      // The page's locale, which the subscriber's mails are written in; none on the default's
      // pages, whose payload stays { email, source } (docs/public-screens.md §3).
      const payload: SubscribeInput = {
        email: trimmed,
        source: 'website',
        ...(locale === locales.default ? {} : { locale }),
      };
      const result = await callApi(subscriberEndpoints.subscribe, { body: payload });
      if (!result.success)
        return fail(
          result.error ? await inPageLanguage(i18n, result.error) : i18n._(NEWSLETTER_MESSAGES.failed),
        );
      form.reset();
      setRefusedEmail(undefined);
      setStatus(result.data.status === 'pending' ? 'pending' : 'subscribed');
      void notify('success', i18n._(NEWSLETTER_MESSAGES.success));
      // The back office's subscriber list must show the newcomer.
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscribers });
    } catch {
      fail(i18n._(NEWSLETTER_MESSAGES.thrown));
    }
  });

  // Null until the app has started: the server's button stays enabled and `required` refuses an
  // empty field; from then on an empty (or blank) address cannot be sent (docs/public-screens.md §5).
  const typed = form.values?.email;
  const canSend = typed === undefined || (typed.trim() !== '' && !form.submitting);

  return {
    form,
    status,
    submit,
    submitting: form.submitting,
    canSend,
    error: form.errors.email,
    refusedEmail,
  };
}
