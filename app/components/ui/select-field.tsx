import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { NativeSelect } from './native-select';

/**
 * A labelled native select over plain text options. Each option's text is its value, or its entry
 * in `labels` where the stored value is not what staff should read (a role's key, a status's).
 */
export function SelectField({
  id,
  label,
  options,
  labels,
  ...props
}: {
  id: string;
  label: ReactNode;
  options: readonly string[];
  labels?: Readonly<Record<string, string>>;
} & Omit<ComponentProps<'select'>, 'id' | 'children'>) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect id={id} {...props}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
