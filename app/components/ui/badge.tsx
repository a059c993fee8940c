import { type VariantProps, cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useClasses } from './class-merge';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide',
  {
    variants: {
      variant: {
        default: 'border-ink-600 bg-ink-800 text-bone-100',
        blood: 'border-blood-600 bg-blood-900/70 text-bone-50',
        success: 'border-emerald-700 bg-emerald-950 text-emerald-200',
        warning: 'border-amber-700 bg-amber-950 text-amber-200',
        info: 'border-sky-700 bg-sky-950 text-sky-200',
        muted: 'border-ink-700 bg-ink-900 text-bone-500',
        // The caller gives the colours (public pages join classes without tailwind-merge).
        custom: '',
      },
      // Tags keep their own casing.
      casing: { upper: 'uppercase', normal: 'normal-case' },
    },
    defaultVariants: { variant: 'default', casing: 'upper' },
  },
);

export function Badge({
  className,
  variant,
  casing,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={useClasses(badgeVariants({ variant, casing }), className)} {...props} />;
}
