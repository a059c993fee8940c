import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { cn } from '~/lib/cn';

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  data: unknown;
  error: Error | null;
  refetch: () => Promise<unknown>;
};

/**
 * What a back-office list shows in place of its items: the spinner on the first load, the error
 * with a retry when nothing could be loaded (a failed refresh keeps the loaded items on screen),
 * or the empty text. `what` names the items in the first two, the same way on every screen.
 * `boxed`: the list sits in a bordered panel, so these draw no border.
 */
export function ListState({
  query,
  what,
  retryLabel = 'Try Again',
  isEmpty,
  emptyText,
  boxed = false,
  children,
}: {
  query: ListQuery;
  /** "files": "Loading files...", and "Failed to load files" when the server gives no reason. */
  what: string;
  retryLabel?: string;
  isEmpty: boolean;
  emptyText: ReactNode;
  boxed?: boolean;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${what}...`} className="py-10" />;
  if (query.isError && !query.data)
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-col items-center gap-3 py-10 text-center',
          !boxed && 'rounded-lg border border-ink-700',
        )}
      >
        <p className="text-blood-400">{query.error?.message || `Failed to load ${what}`}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  if (isEmpty)
    return (
      <p
        className={cn(
          'py-10 text-center text-bone-300',
          !boxed && 'rounded-lg border border-dashed border-ink-600',
        )}
      >
        {emptyText}
      </p>
    );
  return children;
}
