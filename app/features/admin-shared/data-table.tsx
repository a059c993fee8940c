import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';

// The last column (the row actions) stays in view while a narrow screen scrolls the table sideways.
const STICKY_HEAD = 'sticky right-0 bg-ink-900 px-4 py-3 text-right shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]';
/** The class of each row's last (actions) cell, to match the sticky head. */
export const STICKY_CELL =
  'sticky right-0 bg-ink-900 px-4 py-2 text-right shadow-[-8px_0_8px_-8px_rgba(0,0,0,0.8)]';

/**
 * A back-office table that scrolls sideways inside its own focusable box on narrow screens. Until
 * the rows (children) can be shown, one full-width row says why: loading, the load error (with
 * Try Again when `onRetry` is given) or `emptyText`.
 */
export function DataTable({
  label,
  columns,
  className,
  state,
  loadingText,
  errorText,
  onRetry,
  isEmpty,
  emptyText,
  stickyLastColumn = true,
  children,
}: {
  /** Names the scrolling region for screen readers. */
  label: string;
  columns: readonly string[];
  /** The table's classes, e.g. its minimum width. */
  className?: string;
  state: 'loading' | 'error' | 'ready';
  loadingText: string;
  errorText: string;
  onRetry?: () => void;
  isEmpty: boolean;
  emptyText: string;
  /** false for a table whose last column is text rather than row actions. */
  stickyLastColumn?: boolean;
  children: ReactNode;
}) {
  let message: ReactNode = null;
  if (state === 'loading') message = <span role="status">{loadingText}</span>;
  else if (state === 'error')
    message = (
      <>
        <span role="alert" className="font-medium text-blood-400">
          {errorText}
        </span>
        {onRetry ? (
          <Button variant="secondary" size="sm" className="ml-3" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </>
    );
  else if (isEmpty) message = emptyText;

  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className={cn('w-full text-left text-sm', className)}>
        <thead className="border-b border-ink-700 text-xs tracking-wide text-bone-500 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={stickyLastColumn && index === columns.length - 1 ? STICKY_HEAD : 'px-4 py-3'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {message ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-bone-300">
                {message}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}
