import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { Fighter } from '@contracts/fighter';
import { clsx } from 'clsx';
import { usePageLocale } from '~/lib/use-page-locale';

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
  const { t } = useLingui();
  const { localize } = usePageLocale();
  const go = (to: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onLeave(to);
  };
  const previousTo = localize(`/fighter/${previous.id}`);
  const nextTo = localize(`/fighter/${next.id}`);
  const previousName = previous.name;
  const nextName = next.name;

  return (
    <nav aria-label={t`Other fighters`} className="flex items-center gap-2">
      <PagerArrow
        to={previousTo}
        onClick={go(previousTo)}
        label={t`Previous fighter: ${previousName}`}
        name={previousName}
      >
        <ChevronLeft aria-hidden="true" className={`${chevronClass} group-hover:-translate-x-0.5`} />
      </PagerArrow>
      <span className="min-w-14 text-center font-display text-sm font-bold tracking-widest text-bone-300 tabular-nums">
        {String(position).padStart(2, '0')}
        <span className="text-bone-500"> / {String(total).padStart(2, '0')}</span>
      </span>
      <PagerArrow
        to={nextTo}
        onClick={go(nextTo)}
        label={t`Next fighter: ${nextName}`}
        name={nextName}
        className="flex-row-reverse"
      >
        <ChevronRight aria-hidden="true" className={`${chevronClass} group-hover:translate-x-0.5`} />
      </PagerArrow>
    </nav>
  );
}

/** One arrow: a link named `label` ("Previous fighter: <name>"), showing the name from md up beside its chevron. */
function PagerArrow({
  label,
  name,
  className,
  children,
  ...link
}: ComponentProps<typeof Link> & { label: string; name: string }) {
  return (
    <Link className={clsx(arrowClass, className)} aria-label={label} {...link}>
      {children}
      <span className="hidden md:inline">{name}</span>
    </Link>
  );
}
