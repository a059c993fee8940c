import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';

/** A row's place in a hand-ordered list: the ends cannot move further, `onMove` saves a step. */
export type OrderedPlace = { first: boolean; last: boolean; onMove: (direction: -1 | 1) => void };

/** What a list page hands each of its rows: the item, its place, its Edit and Delete actions and its translation buttons. */
export type OrderedItemRowProps<T> = OrderedPlace & {
  item: T;
  onEdit: () => void;
  onDelete: () => void;
  translations?: ReactNode;
};

/**
 * One row of a hand-ordered list (chapters, FAQs): the move up/down buttons around the order
 * number, then the item itself. `announceOrder` has screen readers read the number here; a row
 * that says its order inside the item hides it instead, so it is not read twice.
 */
export function OrderedRow({
  order,
  first,
  last,
  onMove,
  moveUpLabel,
  moveDownLabel,
  announceOrder = false,
  label,
  children,
}: OrderedPlace & {
  order: number;
  moveUpLabel: string;
  moveDownLabel: string;
  announceOrder?: boolean;
  /** The accessible name of the item's article. */
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-lg border border-ink-700 bg-ink-900/80 p-4">
      <div className="flex flex-col items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={moveUpLabel}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <span
          className="font-display text-lg font-bold text-blood-400"
          aria-hidden={announceOrder ? undefined : 'true'}
        >
          {announceOrder ? <span className="sr-only">Order </span> : null}
          {order}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={moveDownLabel}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
      </div>
      <article className="min-w-0 flex-1" aria-label={label}>
        {children}
      </article>
    </li>
  );
}
