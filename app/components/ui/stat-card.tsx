import type { LucideIcon } from 'lucide-react';
import { cn } from '~/lib/cn';

/** One counter of a back-office summary row: a label, a big value and an optional icon. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  className,
}: {
  label: string;
  value: string | number;
  icon?: LucideIcon;
  /** A short line under the value (e.g. what the count leaves out). */
  hint?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-3 rounded-lg border border-ink-700 bg-ink-900/80 p-4',
        className,
      )}
    >
      <div className="min-w-0">
        <p className="text-xs leading-snug text-balance font-medium tracking-wide text-bone-300 uppercase">
          {label}
        </p>
        <p className="mt-1 font-display text-2xl font-bold text-bone-50">{value}</p>
        {hint ? <p className="mt-0.5 text-xs text-bone-300">{hint}</p> : null}
      </div>
      {Icon ? <Icon aria-hidden="true" className="size-6 shrink-0 text-blood-400" /> : null}
    </div>
  );
}
