import { clsx } from 'clsx';
import { useClasses } from './class-merge';

/**
 * A row of toggle buttons choosing one value; the chosen one is announced as pressed.
 * `label` names the group for screen readers (two groups may both have an "All" button).
 * With `name`, each button also submits its value as that field of the form around it: the
 * choice works before the page's scripts run, and without them (the server renders it).
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  name,
  className,
}: {
  label: string;
  name?: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={useClasses('flex flex-wrap gap-2', className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type={name ? 'submit' : 'button'}
            name={name}
            value={name ? option.value : undefined}
            aria-pressed={pressed}
            onClick={(event) => {
              event.preventDefault();
              onChange(option.value);
            }}
            className={clsx(
              'h-8 rounded-md border px-3 text-sm font-semibold transition-colors',
              pressed
                ? 'border-blood-500 bg-blood-600 text-bone-50'
                : 'border-ink-600 bg-ink-800 text-bone-300 hover:bg-ink-700 hover:text-bone-50',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
