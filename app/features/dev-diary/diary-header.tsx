import { Trans } from '@lingui/react/macro';
import { TitleRule } from '~/components/ui/page-title';

/** The page heading above the list. */
export function DiaryHeader() {
  return (
    <header className="mb-10 text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-blood-400 uppercase">
        <Trans>From the studio</Trans>
      </p>
      <h1 className="mt-2 font-display text-4xl font-black tracking-wide text-bone-50 sm:text-5xl">
        <Trans>DEV DIARY</Trans>
      </h1>
      <TitleRule />
      <p className="mx-auto mt-4 max-w-2xl text-bone-300">
        <Trans>
          Design notes, art, story and the occasional confession from the team building Blood &amp; Mayhem.
        </Trans>
      </p>
    </header>
  );
}
