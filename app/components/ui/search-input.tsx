import { Search } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { cn } from '~/lib/cn';
import { Input } from './input';
import { Label } from './label';

/**
 * A search box with its magnifier. `label` names it for screen readers: the placeholder is only a
 * hint and disappears once staff type. `className` sizes the wrapper (e.g. flex-1 in a toolbar).
 * `onValueChange` gets the text typed, which is all a search wants of the change event.
 */
export function SearchInput({
  id,
  label,
  className,
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  label: string;
  onValueChange: (text: string) => void;
}) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <div className={cn('relative', className)}>
      <Label htmlFor={inputId} className="sr-only">
        {label}
      </Label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-bone-500"
      />
      <Input
        id={inputId}
        type="search"
        className="pl-9"
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
    </div>
  );
}
