import type { ComponentProps } from 'react';
import { useClasses } from './class-merge';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={useClasses('text-sm font-medium text-bone-100', className)} {...props} />;
}
