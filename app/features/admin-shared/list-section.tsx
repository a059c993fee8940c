import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * A list under its count heading ("Messages (12)"), named by that heading for screen readers.
 * `boxed` draws the panel around the list (see ListState's `boxed`).
 */
export function ListSection({
  headingId,
  title,
  boxed = false,
  children,
}: {
  headingId: string;
  title: string;
  boxed?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={boxed ? 'rounded-lg border border-ink-700 bg-ink-900/80' : 'flex flex-col gap-3'}
    >
      <h2
        id={headingId}
        className={cn(
          'font-display text-lg font-bold text-bone-50',
          boxed && 'border-b border-ink-700 px-4 py-3',
        )}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
