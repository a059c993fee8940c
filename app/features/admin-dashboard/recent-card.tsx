import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';

/** A dashboard card of the newest few items, with View All to their screen. */
export function RecentCard<T>({
  id,
  title,
  viewAllHref,
  emptyText,
  items,
  children,
}: {
  /** Names the card region after its title. */
  id: string;
  title: string;
  viewAllHref: string;
  emptyText: string;
  items: readonly T[];
  /** One `<li>` per item. */
  children: (item: T) => ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={id}>{title}</CardTitle>
        <Link to={viewAllHref} className="text-sm font-semibold text-blood-400 hover:underline">
          View All
        </Link>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-bone-300">{emptyText}</p>
        ) : (
          <ul className="divide-y divide-ink-800">{items.map(children)}</ul>
        )}
      </CardContent>
    </Card>
  );
}
