import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { type FieldProps, splitFieldProps } from './input-field';
import { Textarea } from './textarea';

/** A labelled text area with its hint and error (FormField + Textarea). */
export function TextareaField(props: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      <Textarea {...control} />
    </FormField>
  );
}
