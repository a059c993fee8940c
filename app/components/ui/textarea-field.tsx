import type { ComponentProps } from 'react';
import { type FieldProps, FormField } from './form-field';
import { Textarea } from './textarea';
import { splitFieldProps } from './split-field-props';

/** A labelled text area with its hint and error: a FormField around a Textarea. */
export function TextareaField(props: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  const [field, textarea] = splitFieldProps(props);
  return <FormField {...field}>{(control) => <Textarea {...control} {...textarea} />}</FormField>;
}
