import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { cn } from '~/lib/cn';

/** How many of the newest items a card lists (docs/back-office-screens.md, Dashboard). */
export const RECENT_SHOWN = 3;

/** A dashboard card of the newest few items, one row each, with View All to their screen. */
export function RecentCard<T extends { id: number }>({
  id,
  title,
  viewAllHref,
  emptyText,
  items,
  rowClassName,
  children,
}: {
  /** Names the card region after its title. */
  id: string;
  title: string;
  viewAllHref: string;
  emptyText: string;
  items: readonly T[];
  /** The row's layout; rows are spaced and divided the same in every card. */
  rowClassName: string;
  /** What one row shows of an item. */
  children: (item: T) => ReactNode;
}) {
  const shown = items.slice(0, RECENT_SHOWN);
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={id}>{title}</CardTitle>
        <Link to={viewAllHref} className="text-sm font-semibold text-blood-400 hover:underline">
          View All
        </Link>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="py-6 text-center text-sm text-bone-300">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-ink-800">
            {shown.map((item) => (
              <li key={item.id} className={cn(rowClassName, 'py-3 first:pt-0 last:pb-0')}>
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
