import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check, Loader2, MailX, SlidersHorizontal, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { Button } from '~/components/ui/button';
import { IconTitle } from '~/components/ui/page-title';
import { usePageLocale } from '~/lib/use-page-locale';
import { ResultNote } from './mail-link-action';
import type { PreferencesSaved, PreferencesView } from './preferences-types';
import { TopicChoices } from './topic-choices';
import { topicsChecked } from './topics-checked';
import { useSavePreferences } from './use-save-preferences';

// The brand is never translated.
const brand = 'Blood & Mayhem';

/**
 * The preference page a subscriber's mails link to (docs/public-screens.md, Newsletter
 * preferences): the address, its topics with Save, and the unsubscribe. A refused link, or an
 * address no longer subscribed, says so instead.
 */
export function PreferencesPanel({ view, saved }: { view: PreferencesView; saved?: PreferencesSaved }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6 lg:py-24">
      <div className="rounded-lg border border-ink-700 bg-ink-900/80 p-6 text-center shadow-lg shadow-black/40 sm:p-10">
        <IconTitle icon={SlidersHorizontal} size="panel">
          {i18n._(msg`Newsletter preferences`)}
        </IconTitle>
        {view.state === 'refused' ? (
          <ResultNote role="alert" className="mt-6 text-blood-300">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {view.error}
          </ResultNote>
        ) : view.status === 'active' ? (
          <ActivePreferences view={view} saved={saved} />
        ) : (
          <NotSubscribed email={view.email} />
        )}
      </div>
    </div>
  );
}

type Shown = Extract<PreferencesView, { state: 'shown' }>;

function ActivePreferences({ view, saved }: { view: Shown; saved?: PreferencesSaved }) {
  const { i18n } = useLingui();
  const { localize } = usePageLocale();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { result, sending, save } = useSavePreferences(token, saved);
  const resultRef = useRef<HTMLParagraphElement>(null);
  // A refused save shows the boxes as they were ticked; otherwise as stored.
  const ticked = result && !result.saved ? topicsChecked(result.topics) : view.topics;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  return (
    <>
      <p className="mt-6 text-bone-300">
        {i18n._(msg`Choose what the ${brand} newsletter sends to this address:`)}
      </p>
      {/* An address has no spaces to wrap at: on a narrow phone it breaks anywhere rather than overflow. */}
      <p className="mt-1 font-semibold text-bone-100 [overflow-wrap:anywhere]">{view.email}</p>
      <form method="post" onSubmit={save} className="mt-6 flex flex-col items-center gap-6">
        <input type="hidden" name="token" value={token} />
        <div className="w-full">
          <TopicChoices key={ticked.join()} checked={ticked} />
        </div>
        {result?.saved ? (
          <ResultNote ref={resultRef} role="status" className="text-bone-100">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-400" />
            {i18n._(msg`Your choices are saved.`)}
          </ResultNote>
        ) : result ? (
          <ResultNote ref={resultRef} role="alert" className="text-blood-300">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {result.error}
          </ResultNote>
        ) : null}
        <Button type="submit" size="tall" shape="display" disabled={!token || sending}>
          {sending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {i18n._(sending ? msg`Saving...` : msg`Save`)}
        </Button>
      </form>
      <div className="mt-10 border-t border-ink-700 pt-6">
        <p className="text-sm text-bone-500">{i18n._(msg`Or receive no newsletter mail at all.`)}</p>
        {/* The unsubscribe page's own form: the same one-step unsubscribe as every mail's link. Plain
            lettering, not the display face: the label fits a 390 px phone in every locale. */}
        <Form method="post" action={localize('/newsletter/unsubscribe')} className="mt-3">
          <input type="hidden" name="token" value={view.unsubscribeToken} />
          <Button type="submit" variant="secondary" size="tall">
            <MailX aria-hidden="true" />
            {i18n._(msg`Unsubscribe from everything`)}
          </Button>
        </Form>
      </div>
    </>
  );
}

/** No topics to choose: only the sign-up, with its confirmation mail, subscribes the address again. */
function NotSubscribed({ email }: { email: string }) {
  const { i18n } = useLingui();
  const { localize } = usePageLocale();
  return (
    <div className="mt-6 flex flex-col items-center gap-4 text-center">
      <ResultNote role="status" className="text-bone-100">
        <MailX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-bone-500" />
        <span>
          {i18n._(msg`This address receives no newsletter mail:`)}{' '}
          <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>
        </span>
      </ResultNote>
      <p className="text-bone-300">
        {i18n._(
          msg`To receive it again, sign up on the newsletter page: a new confirmation mail will be sent.`,
        )}
      </p>
      <Link
        to={localize('/newsletter')}
        className="font-semibold text-blood-400 underline-offset-4 hover:underline"
      >
        {i18n._(msg`Go to the newsletter page`)}
      </Link>
    </div>
  );
}
