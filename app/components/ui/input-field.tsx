import type { ComponentProps } from 'react';
import { type FieldProps, FormField } from './form-field';
import { Input } from './input';

/** A labelled text input with its hint and error: a FormField around an Input. */
export function InputField({
  id,
  label,
  required,
  hint,
  error,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => <Input {...control} {...input} />}
    </FormField>
  );
}
