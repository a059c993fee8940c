import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { usePageLocale } from '~/lib/use-page-locale';

/** A message of the catalogue (FIGHTER_MESSAGES), or a text shown as it came (a server's error message). */
type ShownText = string | MessageDescriptor;

/** The loading state of the roster and detail screens ('Loading fighters...', 'Loading fighter...'). */
export function FighterLoading({ label }: { label: ShownText }) {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-[50vh] flex-1 items-center justify-center px-6">
      <Spinner
        label={typeof label === 'string' ? label : i18n._(label)}
        className="font-display tracking-wider"
      />
    </div>
  );
}

/** 'Error: ' plus the message, then the roster's hint or the detail page's way back. */
export function FighterError({
  message,
  backToRoster = false,
}: {
  message: ShownText;
  backToRoster?: boolean;
}) {
  const { i18n } = useLingui();
  const { localize } = usePageLocale();
  const reason = typeof message === 'string' ? message : i18n._(message);
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 px-6 text-center"
    >
      <p className="font-display text-2xl font-bold text-blood-400">
        <Trans>Error: {reason}</Trans>
      </p>
      {backToRoster ? (
        <Link
          to={localize('/fighters')}
          className="mt-4 inline-flex h-11 items-center rounded-sm bg-blood-600 px-6 font-display text-sm font-bold tracking-[0.16em] text-bone-50 transition-colors hover:bg-blood-500"
        >
          <Trans>Back to Fighters</Trans>
        </Link>
      ) : (
        <p className="text-bone-300">
          <Trans>Please try refreshing the page.</Trans>
        </p>
      )}
    </div>
  );
}
