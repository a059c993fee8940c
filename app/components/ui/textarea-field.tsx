import type { ComponentProps } from 'react';
import { type FieldProps, FormField } from './form-field';
import { Textarea } from './textarea';

/** A labelled text area with its hint and error: a FormField around a Textarea. */
export function TextareaField({
  id,
  label,
  required,
  hint,
  error,
  ...textarea
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error}>
      {(control) => <Textarea {...control} {...textarea} />}
    </FormField>
  );
}
