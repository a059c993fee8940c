import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';
import { fieldClasses } from './input';

/** The browser's own select: keyboard, screen-reader and mobile pickers work without extra code. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10 cursor-pointer rounded-md pr-8', className)} {...props} />;
}
