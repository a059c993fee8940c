import { clsx } from 'clsx';
import { useClasses } from './class-merge';

/**
 * A row of toggle buttons choosing one value; the chosen one is announced as pressed.
 * `label` names the group for screen readers (two groups may both have an "All" button).
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
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
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
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
