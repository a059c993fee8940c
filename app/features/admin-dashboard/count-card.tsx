import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '~/lib/cn';
import { formatCount } from '~/lib/intl-format';

type CountCardProps = {
  label: string;
  value: number;
  icon: LucideIcon;
  to?: string;
  /** A short line under the value. */
  hint?: string;
};

/** A dashboard counter; it links to its screen when the role may open it (docs/back-office-screens.md §2). */
export function CountCard({ label, value, icon: Icon, to, hint }: CountCardProps) {
  const body = (
    <>
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-bone-300 uppercase">{label}</p>
        <p className="mt-1 font-display text-3xl font-bold text-bone-50 tabular-nums">{formatCount(value)}</p>
        {hint ? <p className="mt-0.5 text-xs text-bone-300">{hint}</p> : null}
      </div>
      <Icon aria-hidden="true" className="hidden size-7 shrink-0 text-blood-400 sm:block" />
    </>
  );
  const classes =
    'flex items-center justify-between gap-3 rounded-lg border border-ink-700 bg-ink-900/80 p-4 sm:p-5';
  if (!to) return <div className={classes}>{body}</div>;
  return (
    <Link to={to} className={cn(classes, 'transition-colors hover:border-blood-600 hover:bg-ink-850')}>
      {body}
    </Link>
  );
}
