import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** A determinate bar, 0 to 100; Radix gives it role="progressbar" and the aria values. */
export function Progress({ className, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const percent = Math.max(0, Math.min(100, value ?? 0));
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-ink-700', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-blood-500 transition-[width] duration-200"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
