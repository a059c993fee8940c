import { Trans } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';

/** The failed-load screen (docs/public-screens.md §8): the reason and a refresh hint. */
export function DiaryLoadError({ message, withSamples = false }: { message: string; withSamples?: boolean }) {
  return (
    <div
      role="alert"
      className="mx-auto mb-10 max-w-2xl rounded-lg border border-blood-700 bg-blood-900/30 p-6 text-center"
    >
      <TriangleAlert aria-hidden="true" className="mx-auto size-8 text-blood-400" />
      <p className="mt-3 font-semibold text-bone-50">
        <Trans>Error: {message}</Trans>
      </p>
      <p className="mt-1 text-sm text-bone-300">
        <Trans>Please try refreshing the page.</Trans>
      </p>
      {withSamples ? (
        <p className="mt-4 text-xs text-bone-300">
          <Trans>Meanwhile, here are a few sample posts from the archive.</Trans>
        </p>
      ) : null}
    </div>
  );
}
