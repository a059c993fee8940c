import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SubscribeInput, subscribeResultSchema } from '@contracts/subscriber';
import type { z } from 'zod';
import { api } from '~/lib/api-client';
import { notify } from '~/lib/notify';
import { queryKeys } from '~/lib/query-keys';

/** docs/public-screens.md §4, §8, §9: messages and the thank-you panel's lifetime. */
export const NEWSLETTER_MESSAGES = {
  success: 'Successfully subscribed to our newsletter!',
  failed: 'Failed to subscribe',
  thrown: 'Failed to subscribe. Please try again.',
} as const;
export const THANK_YOU_MS = 5000;

/** `pending`: mail is on and a confirmation link is on its way (the answer for every address then). */
type Status = 'idle' | 'submitting' | 'subscribed' | 'pending';

/**
 * What `/newsletter`'s action answered to the form posted without the app
 * (app/features/newsletter/signup.server.ts): the sign-up's status, or the message and the address.
 */
export type SignupResult = { status: 'pending' | 'active' } | { error: string; email: string };

const statusOf = (result: SignupResult | undefined): Status =>
  !result || 'error' in result ? 'idle' : result.status === 'pending' ? 'pending' : 'subscribed';

/**
 * The footer signup: idle → submitting → thank-you panel (5 s) or an inline error and a toast. A
 * page that answered the form posted without the app starts where that answer left it.
 */
export function useNewsletterSignup(result?: SignupResult) {
  const queryClient = useQueryClient();
  const refused = result && 'error' in result ? result : undefined;
  const [email, setEmailValue] = useState(refused?.email ?? '');
  const [status, setStatus] = useState<Status>(() => statusOf(result));
  const [error, setError] = useState<string | null>(refused?.error ?? null);

  useEffect(() => {
    if (status !== 'subscribed' && status !== 'pending') return;
    const timer = setTimeout(() => setStatus('idle'), THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function setEmail(value: string) {
    setEmailValue(value);
    setError(null);
  }

  function fail(message: string) {
    setError(message);
    setStatus('idle');
    void notify('error', message);
  }

  /**
   * `typed` is what the field holds when the form is sent: a tap that arrives while the app
   * hydrates is handled before the app has taken the text typed until then into its state.
   */
  async function submit(typed = email) {
    if (typed !== email) setEmailValue(typed);
    const trimmed = typed.trim();
    if (!trimmed || status === 'submitting') return;
    setStatus('submitting');
    setError(null);
    try {
      const payload: SubscribeInput = { email: trimmed, source: 'website' };
      const result = await api.post<z.infer<typeof subscribeResultSchema>>('/api/subscribers', payload);
      if (!result.success) return fail(result.error || NEWSLETTER_MESSAGES.failed);
      setEmailValue('');
      setStatus(result.data.status === 'pending' ? 'pending' : 'subscribed');
      void notify('success', NEWSLETTER_MESSAGES.success);
      // The back office's subscriber list must show the newcomer.
      void queryClient.invalidateQueries({ queryKey: queryKeys.subscribers });
    } catch {
      fail(NEWSLETTER_MESSAGES.thrown);
    }
  }

  return {
    email,
    setEmail,
    status,
    error,
    submit,
  };
}
