import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, Loader2, MailCheck, MailX, TriangleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef } from 'react';
import { Form, useNavigation, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { IconTitle } from '~/components/ui/page-title';

// The brand is never translated.
const brand = 'Blood & Mayhem';

const ACTIONS = {
  confirm: {
    icon: MailCheck,
    title: msg`Confirm your subscription`,
    intro: msg`Press Confirm to start receiving the ${brand} newsletter at this address.`,
    button: msg`Confirm`,
    busy: msg`Confirming...`,
    done: msg`You are subscribed. News from the arena will reach your inbox.`,
  },
  unsubscribe: {
    icon: MailX,
    title: msg`Unsubscribe from the newsletter`,
    intro: msg`Press Unsubscribe and this address will receive no more newsletter mail.`,
    button: msg`Unsubscribe`,
    busy: msg`Unsubscribing...`,
    done: msg`You are unsubscribed. You will receive no more newsletter mail.`,
  },
} as const;

/** The page action's answer to a form without a token (mail-link.server.ts), in English as the server words it. */
export { MISSING_TOKEN } from '@contracts/public-form-messages';
// The same text, shown by the page itself (a link without its token), in the page's language.
const MISSING_TOKEN_MESSAGE = msg`This link is incomplete. Open the whole link from the mail.`;

export type MailLinkKind = keyof typeof ACTIONS;
/**
 * What the page's action answered (app/features/newsletter/mail-link.server.ts); a refusal carries
 * the topics the confirm form ticked, so the page shows them as they were.
 */
export type MailLinkResult = { done: true } | { done: false; error: string; topics?: string[] };

/**
 * The page a mailed link opens: nothing happens until the visitor presses the button, so a mail
 * scanner that opens every link confirms or unsubscribes nobody. The button submits a plain form to
 * the page's own action with the token from the URL: it works before the scripts have started and
 * without them, and with them the router sends it and shows the answer in place.
 */
export function MailLinkAction({
  kind,
  result,
  fields,
}: {
  kind: MailLinkKind;
  result: MailLinkResult | undefined;
  /** More of the form, above its button: the confirm page's topics. */
  fields?: ReactNode;
}) {
  const action = ACTIONS[kind];
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A post mail's unsubscribe link names its mailing: passed on so its report counts the unsubscribe.
  const mailing = kind === 'unsubscribe' ? params.get('mailing') : null;
  const sending = useNavigation().state === 'submitting';
  const done = result?.done === true;
  const error = !token ? i18n._(MISSING_TOKEN_MESSAGE) : result && !result.done ? result.error : null;
  const resultRef = useRef<HTMLParagraphElement>(null);
  const Icon = action.icon;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="rounded-lg border border-ink-700 bg-ink-900/80 p-6 text-center shadow-lg shadow-black/40 sm:p-10">
        <IconTitle icon={Icon} size="panel">
          {i18n._(action.title)}
        </IconTitle>
        {done ? (
          <ResultNote ref={resultRef} role="status" className="mt-6 text-bone-100">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
            {i18n._(action.done)}
          </ResultNote>
        ) : (
          <>
            <p className="mt-6 text-bone-300">{i18n._(action.intro)}</p>
            {error ? (
              <ResultNote ref={resultRef} role="alert" className="mt-4 text-blood-300">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {error}
              </ResultNote>
            ) : null}
            <Form method="post" className="mt-6 flex flex-col items-center gap-6">
              <input type="hidden" name="token" value={token} />
              {fields ? <div className="w-full">{fields}</div> : null}
              {mailing ? <input type="hidden" name="mailing" value={mailing} /> : null}
              <Button type="submit" size="tall" shape="display" disabled={!token || sending}>
                {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
                {i18n._(sending ? action.busy : action.button)}
              </Button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

/** The answer, focused when it arrives (tabIndex -1) so keyboard and screen-reader users land on it. */
export function ResultNote({ className, ...props }: ComponentProps<'p'> & { role: 'status' | 'alert' }) {
  return (
    <p
      tabIndex={-1}
      className={`${className} flex items-start justify-center gap-2 focus:outline-none`}
      {...props}
    />
  );
}
