import { Trans } from '@lingui/react/macro';

/** What the diary's pages draw when their loader fails for a reason other than a missing post. */
export function DiaryRouteError() {
  return (
    <div role="alert" className="py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-bone-50">
        <Trans>Error: Failed to load dev diary</Trans>
      </h1>
      <p className="mt-3 text-bone-300">
        <Trans>Please try refreshing the page.</Trans>
      </p>
    </div>
  );
}
