import { type VariantProps, cva } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useClasses } from './class-merge';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-blood-600 text-bone-50 hover:bg-blood-500',
        secondary: 'border border-ink-600 bg-ink-800 text-bone-100 hover:bg-ink-700',
        outline: 'border border-blood-600 text-bone-50 hover:bg-blood-900/60',
        ghost: 'text-bone-300 hover:bg-ink-800 hover:text-bone-50',
        destructive: 'bg-blood-700 text-bone-50 hover:bg-blood-600',
        link: 'text-blood-400 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
        // The footer's sign-up: as tall as its email field.
        tall: 'h-11 px-6 text-sm',
      },
      // Corners and lettering, a variant rather than the base so that public pages, which join
      // classes without tailwind-merge, never receive two contending ones.
      shape: {
        default: 'rounded-md tracking-wide',
        display: 'rounded-sm font-display tracking-[0.16em] uppercase',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, shape, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={useClasses(buttonVariants({ variant, size, shape }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
