import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './form-field';
import { NativeSelect } from './native-select';

/** A labelled native select over plain text options: each option's text is its value. */
export function SelectField({
  id,
  label,
  options,
  ...props
}: { id: string; label: ReactNode; options: readonly string[] } & Omit<
  ComponentProps<'select'>,
  'id' | 'children'
>) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect id={id} {...props}>
        {options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
