import { Check, Loader2, MailCheck, MailX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { NETWORK_ERROR, api } from '~/lib/api-client';

const ACTIONS = {
  confirm: {
    icon: MailCheck,
    title: 'Confirm your subscription',
    intro: 'Press Confirm to start receiving the Blood & Mayhem newsletter at this address.',
    button: 'Confirm',
    busy: 'Confirming...',
    path: '/api/subscribers/confirm',
    done: 'You are subscribed. News from the arena will reach your inbox.',
  },
  unsubscribe: {
    icon: MailX,
    title: 'Unsubscribe from the newsletter',
    intro: 'Press Unsubscribe and this address will receive no more newsletter mail.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    path: '/api/subscribers/unsubscribe',
    done: 'You are unsubscribed. You will receive no more newsletter mail.',
  },
} as const;

const MISSING_TOKEN = 'This link is incomplete. Open the whole link from the mail.';

/**
 * The page a mailed link opens: nothing happens until the visitor presses the button, so a mail
 * scanner that opens every link confirms or unsubscribes nobody. The token comes from the URL.
 */
export function MailLinkAction({ kind }: { kind: keyof typeof ACTIONS }) {
  const action = ACTIONS[kind];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string | null>(token ? null : MISSING_TOKEN);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const Icon = action.icon;

  useEffect(() => {
    if (status === 'done' || error) resultRef.current?.focus();
  }, [status, error]);

  async function submit() {
    setStatus('sending');
    setError(null);
    try {
      const result = await api.post(action.path, { token });
      if (result.success) return setStatus('done');
      setError(result.error || 'This link could not be used.');
    } catch {
      setError(NETWORK_ERROR);
    }
    setStatus('idle');
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="rounded-lg border border-ink-700 bg-ink-900/80 p-6 text-center shadow-lg shadow-black/40 sm:p-10">
        <Icon aria-hidden="true" className="mx-auto size-10 text-blood-500" />
        <h1 className="mt-3 font-display text-3xl font-black tracking-wide text-bone-50 sm:text-4xl">
          {action.title}
        </h1>
        <div
          aria-hidden="true"
          className="mx-auto mt-4 h-0.5 w-24 bg-gradient-to-r from-transparent via-blood-500 to-transparent"
        />
        {status === 'done' ? (
          <p
            ref={resultRef}
            tabIndex={-1}
            role="status"
            className="mt-6 flex items-start justify-center gap-2 text-bone-100 focus:outline-none"
          >
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
            {action.done}
          </p>
        ) : (
          <>
            <p className="mt-6 text-bone-300">{action.intro}</p>
            {error ? (
              <p
                ref={resultRef}
                tabIndex={-1}
                role="alert"
                className="mt-4 flex items-start justify-center gap-2 text-blood-300 focus:outline-none"
              >
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {error}
              </p>
            ) : null}
            <Button
              className="mt-6"
              size="tall"
              shape="display"
              onClick={() => void submit()}
              disabled={!token || status === 'sending'}
            >
              {status === 'sending' ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
              {status === 'sending' ? action.busy : action.button}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
