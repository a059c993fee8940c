import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Fighter } from '@contracts/fighter';
import { clsx } from 'clsx';

const arrowClass =
  'group inline-flex h-11 items-center gap-2 rounded-sm border border-ink-600 bg-ink-950/70 px-3 text-sm font-semibold tracking-[0.12em] text-bone-100 backdrop-blur-sm transition-colors hover:border-blood-500 hover:text-bone-50';

/**
 * Previous and next fighter in roster order, wrapping at both ends. They are real links (new tab,
 * copy address); a plain click first lets the page fade out (`onLeave`).
 */
export function FighterPager({
  previous,
  next,
  position,
  total,
  onLeave,
}: {
  previous: Pick<Fighter, 'id' | 'name'>;
  next: Pick<Fighter, 'id' | 'name'>;
  position: number;
  total: number;
  onLeave: (to: string) => void;
}) {
  const go = (to: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onLeave(to);
  };
  const previousTo = `/fighter/${previous.id}`;
  const nextTo = `/fighter/${next.id}`;

  return (
    <nav aria-label="Other fighters" className="flex items-center gap-2">
      <Link
        to={previousTo}
        onClick={go(previousTo)}
        className={arrowClass}
        aria-label={`Previous fighter: ${previous.name}`}
      >
        <ChevronLeft
          aria-hidden="true"
          className="size-5 text-blood-400 transition-transform group-hover:-translate-x-0.5"
        />
        <span className="hidden md:inline">{previous.name}</span>
      </Link>
      <span className="min-w-14 text-center font-display text-sm font-bold tracking-widest text-bone-300 tabular-nums">
        {String(position).padStart(2, '0')}
        <span className="text-bone-500"> / {String(total).padStart(2, '0')}</span>
      </span>
      <Link
        to={nextTo}
        onClick={go(nextTo)}
        className={clsx(arrowClass, 'flex-row-reverse')}
        aria-label={`Next fighter: ${next.name}`}
      >
        <ChevronRight
          aria-hidden="true"
          className="size-5 text-blood-400 transition-transform group-hover:translate-x-0.5"
        />
        <span className="hidden md:inline">{next.name}</span>
      </Link>
    </nav>
  );
}
