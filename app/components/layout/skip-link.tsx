import { Trans } from '@lingui/react/macro';

/** The first focusable element of every public page: jumps past the navigation to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-blood-600 px-4 py-2 text-sm font-semibold text-bone-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
