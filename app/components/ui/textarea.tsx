import type { ComponentProps } from 'react';
import { useClasses } from './class-merge';
import { fieldClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={useClasses(fieldClasses, 'min-h-24 rounded-md', className)} {...props} />;
}
