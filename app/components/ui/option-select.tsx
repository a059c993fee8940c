import type { ComponentProps } from 'react';
import { NativeSelect } from './native-select';

/** A native select over a typed list of options: the drop-down counterpart of FilterButtons. */
export function OptionSelect<T extends string>({
  options,
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    // The options are exactly `options`, so the chosen value is always one of T.
    <NativeSelect value={value} onChange={(event) => onChange(event.target.value as T)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
