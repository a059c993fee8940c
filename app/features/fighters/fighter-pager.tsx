import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { Fighter } from '@contracts/fighter';
import { clsx } from 'clsx';

const chevronClass = 'size-5 text-blood-400 transition-transform';

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
      <PagerArrow to={previousTo} onClick={go(previousTo)} label="Previous fighter" name={previous.name}>
        <ChevronLeft aria-hidden="true" className={`${chevronClass} group-hover:-translate-x-0.5`} />
      </PagerArrow>
      <span className="min-w-14 text-center font-display text-sm font-bold tracking-widest text-bone-300 tabular-nums">
        {String(position).padStart(2, '0')}
        <span className="text-bone-500"> / {String(total).padStart(2, '0')}</span>
      </span>
      <PagerArrow
        to={nextTo}
        onClick={go(nextTo)}
        label="Next fighter"
        name={next.name}
        className="flex-row-reverse"
      >
        <ChevronRight aria-hidden="true" className={`${chevronClass} group-hover:translate-x-0.5`} />
      </PagerArrow>
    </nav>
  );
}

/** One arrow: a link named "<label>: <name>", showing the name from md up beside its chevron. */
function PagerArrow({
  label,
  name,
  className,
  children,
  ...link
}: ComponentProps<typeof Link> & { label: string; name: string }) {
  return (
    <Link className={clsx(arrowClass, className)} aria-label={`${label}: ${name}`} {...link}>
      {children}
      <span className="hidden md:inline">{name}</span>
    </Link>
  );
}
