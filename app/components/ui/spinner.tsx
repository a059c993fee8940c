import { Trans } from '@lingui/react/macro';
import { useClasses } from './class-merge';

/** A spinner with its text, announced politely to screen readers. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={useClasses('flex items-center justify-center gap-3 text-bone-300', className)}
    >
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-blood-500 border-t-transparent"
      />
      {label ? (
        <span>{label}</span>
      ) : (
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
      )}
    </div>
  );
}
