import { clsx } from 'clsx';
import { Spinner } from '~/components/ui/spinner';

/** The whole screen while the back office's code or the staff session loads. */
export function FullPageSpinner({ className }: { className?: string }) {
  return (
    <div className={clsx('flex min-h-dvh items-center justify-center', className)}>
      <Spinner label="Loading..." />
    </div>
  );
}
